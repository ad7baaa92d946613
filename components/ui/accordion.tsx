import { ChevronDown } from 'lucide-react';

/**
 * Questions and answers as native disclosure widgets: keyboard and screen-reader support
 * come from the browser, and no JavaScript ships for it.
 */
export function Accordion({ items }: { items: readonly { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-line border-y border-line">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-6 py-6 text-left text-h3 font-semibold [&::-webkit-details-marker]:hidden">
            <h3 className="text-inherit">{item.question}</h3>
            <ChevronDown
              aria-hidden
              className="size-5 shrink-0 text-fg-subtle transition-transform duration-200 group-open:rotate-180"
              strokeWidth={1.75}
            />
          </summary>
          <p className="max-w-3xl pb-6 leading-7 text-fg-muted">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
