/**
 * Heading text whose hyphenated compounds ('Multi-chain', 'AI-first', 'Remote-friendly') never break
 * across lines: each compound is kept on one line, and the heading's balanced wrapping moves it whole.
 * (A non-breaking hyphen would do it too, but the self-hosted font's subset does not draw U+2011.) A range
 * written with a spaced dash ('$80,000 - $120,000') is kept whole the same way: a line may break after a hyphen.
 */
export function KeepHyphenated({ text }: { text: string }) {
  const parts = text.split(/(\S+ - \S+|\S+-\S+)/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 ? (
          <span key={index} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}
