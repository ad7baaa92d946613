import { serviceCatalog, serviceGroups } from '@/content/services/catalog';
import { growthPathOptions, OTHER_SERVICE, serviceOptionOf, type ServiceOptionGroups } from './contact-options';

/**
 * The contact form's service choices, read from the service files where the page is drawn and on the server
 * (the form gets them as a prop): each menu group's services, the growth paths, then 'Something else'.
 */
export function serviceOptionGroups(): ServiceOptionGroups {
  return [
    ...serviceGroups.map((group) => ({
      label: group.title,
      options: serviceCatalog()
        .filter((service) => service.group === group.title)
        .map((service) => ({ value: service.slug, label: service.name })),
    })),
    { label: 'Growth paths', options: growthPathOptions.map((path) => ({ value: path.value, label: path.label })) },
    { label: 'Other', options: [{ value: OTHER_SERVICE, label: 'Something else' }] },
  ];
}

/** Every value the service field accepts ('' means "not chosen"). */
export function serviceValues(): string[] {
  return serviceOptionGroups().flatMap((group) => group.options.map((option) => option.value));
}

export function isServiceValue(value: string): boolean {
  return serviceValues().includes(value);
}

export function serviceLabel(value: string | null | undefined): string | undefined {
  return serviceOptionOf(serviceOptionGroups(), value)?.label;
}
