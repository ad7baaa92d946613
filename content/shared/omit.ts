/** A copy of an object without one key (e.g. an entry's editorial field, such as its list order, that pages do not show). */
export function omit<Value extends object, Key extends keyof Value>(value: Value, key: Key): Omit<Value, Key> {
  const copy: Partial<Value> = { ...value };
  delete copy[key];
  return copy as Omit<Value, Key>;
}
