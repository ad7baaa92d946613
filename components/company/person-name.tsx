import { cn } from '@/lib/cn';

/** A person's name, the heading of their card, and their title under it: the team's, the leaders' and the press contacts' cards. */
export function PersonName({ name, title, className }: { name: string; title: string; className?: string }) {
  return (
    <>
      <h3 className={cn(className, 'text-h3 font-semibold text-fg')}>{name}</h3>
      <p className="mt-1 text-sm font-medium text-accent">{title}</p>
    </>
  );
}
