import { Download, FileArchive, FileText, Mail, Phone } from 'lucide-react';
import { Monogram } from '@/components/company/monogram';
import { PersonName } from '@/components/company/person-name';
import type { MediaContact, MediaKitSection, NewsItem, NewsSection, PressContactsSection, StatementSection } from '@/content/pages/company/sections';
import { CardLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { LocalDate } from '@/components/blog/local-date';
import { loadMediaKit, type MediaKitFile } from '@/lib/media-kit';
import { Heading } from '@/components/ui/band-heading';

export function News({ section, dark }: { section: NewsSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <NewsList items={section.items} />
    </>
  );
}

/** The media kit, with each file's size read from public/ at build. */
export function MediaKit({ section, dark }: { section: MediaKitSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <MediaKitList files={loadMediaKit(section.items)} />
    </>
  );
}

/** A paragraph to quote as it stands. */
export function Statement({ section, dark }: { section: StatementSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <blockquote className={cn('mt-10 max-w-4xl border-l-2 border-accent pl-6 text-lg leading-8 text-pretty', dark ? 'text-on-dark' : 'text-fg')}>
        <p>{section.body}</p>
      </blockquote>
    </>
  );
}

export function PressContacts({ section, dark }: { section: PressContactsSection; dark: boolean }) {
  return (
    <>
      <Heading section={section} dark={dark} />
      <MediaContacts contacts={section.items} />
    </>
  );
}

/** Dated news items with their category, each leading to a page of the site. */
function NewsList({ items }: { items: readonly NewsItem[] }) {
  return (
    <ul className="mt-14 grid gap-5 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.title} className="flex">
          <Card className="flex w-full flex-col">
            <article className="flex h-full flex-col">
              <div className="flex flex-wrap items-center gap-3">
                <span className="inline-flex items-center rounded-full bg-accent-soft px-3 py-1 text-xs font-medium leading-5 text-accent">{item.category}</span>
                <LocalDate iso={item.date} className="text-sm text-fg-subtle tabular-nums" />
              </div>
              <h3 className="mt-5 text-h3 font-semibold text-fg text-balance">{item.title}</h3>
              <p className="mt-3 leading-7 text-fg-muted">{item.excerpt}</p>
              <CardLink href={item.link.href} className="mt-auto pt-6 text-sm text-accent hover:text-accent-hover">
                {item.link.label}
              </CardLink>
            </article>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** The media kit: each file with its type and its real size (read from the file at build). */
export function MediaKitList({ files }: { files: readonly MediaKitFile[] }) {
  return (
    <ul className="mt-14 grid gap-5 md:grid-cols-2">
      {files.map((file) => {
        const FileIcon = file.type === 'ZIP' ? FileArchive : FileText;
        return (
          <li key={file.file} className="flex">
            <Card dark className="flex w-full flex-col gap-6 sm:flex-row sm:items-start">
              <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-md bg-white/10 text-accent-on-dark">
                <FileIcon aria-hidden className="size-5" strokeWidth={1.75} />
              </span>
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="text-h3 font-semibold text-on-dark">{file.title}</h3>
                <p className="mt-2 leading-7 text-on-dark-muted">{file.description}</p>
                <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
                  <p className="text-sm text-on-dark-subtle tabular-nums">
                    <span className="sr-only">File type: </span>
                    <span className="font-medium text-on-dark">{file.type}</span>
                    <span aria-hidden> · </span>
                    <span className="sr-only">, size: </span>
                    <data value={file.bytes} data-media-size>
                      {file.size}
                    </data>
                  </p>
                  <a
                    href={file.file}
                    download
                    className="group inline-flex h-11 items-center gap-2 rounded-full border border-white/25 px-5 text-sm font-medium text-on-dark transition-colors hover:border-white/60 hover:bg-white/5"
                  >
                    <Download aria-hidden className="size-4" strokeWidth={2} />
                    Download<span className="sr-only"> {file.title} ({file.type}, {file.size})</span>
                  </a>
                </div>
              </div>
            </Card>
          </li>
        );
      })}
    </ul>
  );
}

/** Press contacts with email and phone as mailto: and tel: links. */
function MediaContacts({ contacts }: { contacts: readonly MediaContact[] }) {
  return (
    <ul className="mt-14 grid gap-5 md:grid-cols-2">
      {contacts.map((contact, index) => (
        <li key={contact.email} className="flex">
          <Card className="flex w-full flex-col gap-6 sm:flex-row sm:items-start">
            <Monogram person={{ name: contact.name, title: contact.title, photo: contact.photo, tone: index % 2 === 0 ? 'indigo' : 'teal' }} />
            <div className="min-w-0">
              <PersonName name={contact.name} title={contact.title} />
              <ul className="mt-5 grid gap-3 text-[0.9375rem]">
                <li className="flex items-center gap-3">
                  <Mail aria-hidden className="size-4 shrink-0 text-fg-subtle" strokeWidth={1.75} />
                  <a href={`mailto:${contact.email}`} className="font-medium break-all text-fg underline-offset-4 hover:text-accent hover:underline">
                    <span className="sr-only">Email {contact.name}: </span>
                    {contact.email}
                  </a>
                </li>
                <li className="flex items-center gap-3">
                  <Phone aria-hidden className="size-4 shrink-0 text-fg-subtle" strokeWidth={1.75} />
                  <a href={contact.phone.href} className="font-medium text-fg tabular-nums underline-offset-4 hover:text-accent hover:underline">
                    <span className="sr-only">Call {contact.name}: </span>
                    {contact.phone.display}
                  </a>
                </li>
              </ul>
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
