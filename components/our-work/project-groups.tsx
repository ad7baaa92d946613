import { ArrowLink } from '@/components/ui/button';
import { ResultNote } from '@/components/case-studies/result-note';
import { BadgeList } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { CaseStudyArtwork } from '@/components/case-studies/case-study-parts';
import { IconBadge } from '@/components/ui/icon-badge';
import { clientLine, type ProjectGroup, type ProjectSummary } from '@/content/portfolio';
import { portfolioCopy } from '@/content/pages/portfolio';
import { getServiceEntry } from '@/content/services/catalog';

const copy = portfolioCopy.projects;

/** The portfolio's further projects: one row per sector, its name on the left and two project cards. */
export function ProjectGroups({ groups }: { groups: readonly ProjectGroup[] }) {
  return (
    <div className="divide-y divide-line border-t border-line">
      {groups.map((group) => (
        <div
          key={group.id}
          id={group.id}
          className="grid gap-8 py-12 last:pb-0 lg:grid-cols-[minmax(0,1fr)_minmax(0,2.6fr)] lg:gap-14 lg:py-14 lg:last:pb-0"
        >
          <div className="flex items-start gap-4 lg:flex-col lg:self-start">
            <IconBadge name={group.icon} className="size-12 shrink-0" />
            <div>
              <h3 id={`${group.id}-title`} className="text-h2 font-semibold">
                {group.name}
              </h3>
              <p className="mt-3 leading-7 text-fg-muted">{group.intro}</p>
              <ArrowLink href={group.link.href} className="mt-4 text-sm text-accent hover:text-accent-hover">
                {group.link.label}
              </ArrowLink>
            </div>
          </div>
          <ul className="grid gap-5 md:grid-cols-2">
            {group.projects.map((project) => (
              <li key={project.id} id={project.id} className="flex scroll-mt-28">
                <ProjectCard project={project} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function ProjectCard({ project }: { project: ProjectSummary }) {
  const service = getServiceEntry(project.services[0]);
  return (
    <Card className="flex w-full flex-col">
      {project.image && <CaseStudyArtwork image={project.image} lazy className="mb-6 h-auto w-full rounded-lg ring-1 ring-ink/10" />}
      <p className="eyebrow text-accent">{project.industry}</p>
      <h4 className="mt-3 text-h3 font-semibold">{project.title}</h4>
      <p className="mt-1 text-sm text-fg-subtle">{clientLine(project.client, project.clientName)}</p>
      <p className="mt-4 leading-7 text-fg-muted">{project.summary}</p>
      <div className="mt-5">
        <BadgeList items={project.stack} label={`${project.title}: ${copy.stackLabel.toLowerCase()}`} />
      </div>
      <dl className="mt-auto pt-6">
        <div className="flex flex-col-reverse border-t border-line pt-5">
          <dt className="mt-1 text-sm leading-6 text-fg-muted">{project.result.label}</dt>
          <dd className="text-3xl font-semibold tracking-tight whitespace-nowrap tabular-nums">{project.result.value}</dd>
          {project.result.note && <ResultNote note={project.result.note} />}
        </div>
      </dl>
      {service && (
        <p className="mt-5 text-sm text-fg-subtle">
          {copy.serviceLabel}{' '}
          <ArrowLink href={`/services/${service.slug}`} className="text-accent hover:text-accent-hover">
            {service.name}
          </ArrowLink>
        </p>
      )}
    </Card>
  );
}
