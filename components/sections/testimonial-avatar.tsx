/** A person's monogram in the accent gradient: testimonials show no photos of real people. */
export function Monogram({ name }: { name: string }) {
  return (
    <span
      aria-hidden
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-accent to-violet-600 text-sm font-semibold text-white"
    >
      {initials(name)}
    </span>
  );
}

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
