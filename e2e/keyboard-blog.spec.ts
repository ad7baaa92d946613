import { expect, test } from '@playwright/test';
import { allArticles, blogFilters, blogPage } from '../content/blog';
import { waitForHydration } from './helpers';
import { expectFocusShown, holdRequests, press, step, tabTo, type, unique } from './keyboard-helpers';
import { storedLeads } from './leads-helpers';

const articles = allArticles();

/**
 * The keyboard-only walk (see keyboard-menus.spec.ts for what every key press must hold), here over the blog list's filters and the newsletter.
 */

// Long walks (a whole form, every panel of the menu) on a busy machine: a minute each at most.
test.describe.configure({ timeout: 60_000 });
// Focus rings fade in (150 ms); with reduced motion they are drawn at once and each check settles
// on its first look. What is checked, the ring once drawn, is the same either way.
test.use({ reducedMotion: 'reduce' });

// ---------------------------------------------------------------------------------------------
// The blog list: filters and the newsletter
// ---------------------------------------------------------------------------------------------

test.describe('the blog list', () => {
  const LIST = '/our-work/blog';

  test('the filters are a radio group operated with the keyboard; the list, the URL and the status follow', async ({ page }) => {
    await page.goto(LIST);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: blogPage.list.filterLabel });
    const filter = (label: string) => group.getByRole('radio', { name: label, exact: true });
    const listed = page.getByRole('region', { name: blogPage.list.heading }).getByRole('article');
    await expect(group).toHaveAccessibleDescription(`Showing all ${articles.length} articles: the featured one above, the rest below`);

    // Tab reaches the checked radio; the arrow keys move the choice along the group.
    await tabTo(page, filter('All Posts'));
    await expect(filter('All Posts')).toBeChecked();
    for (const choice of blogFilters.slice(1)) {
      await press(page, 'ArrowRight');
      const expected = articles.filter((article) => article.category === choice.id).length;
      await expect(page).toHaveURL(`${LIST}?category=${choice.id}`);
      await expect(filter(choice.label)).toBeChecked();
      await expect(filter(choice.label)).toBeFocused();
      await expect(filter('All Posts')).not.toBeChecked();
      // Never a bare '0 articles': an empty category says it has none yet.
      await expect(group).toHaveAccessibleDescription(expected === 0 ? `No articles in ${choice.label} yet` : `${expected} ${expected === 1 ? 'article' : 'articles'} in ${choice.label}`);
      await expect(listed).toHaveCount(expected);
      await expectFocusShown(page);
    }
    for (const category of await page.locator('li[data-category]').evaluateAll((items) => items.filter((item) => item.checkVisibility()).map((item) => item.getAttribute('data-category')))) {
      expect(category).toBe(blogFilters.at(-1)!.id);
    }

    // Tab leaves the group in one step; Shift+Tab comes back to the checked radio.
    await press(page, 'Tab');
    await expect(group.locator('input:focus')).toHaveCount(0);
    await press(page, 'Shift+Tab');
    await expect(filter(blogFilters.at(-1)!.label)).toBeFocused();
    // From the last category the next arrow wraps round to All Posts.
    await press(page, 'ArrowRight');
    await expect(page).toHaveURL(LIST);
    await expect(filter('All Posts')).toBeChecked();
    await expect(listed).toHaveCount(articles.length - 1); // the featured article is the card above the list
    await expect(group).toHaveAccessibleDescription(`Showing all ${articles.length} articles: the featured one above, the rest below`);
  });

  test('the empty category’s “show all” button hands focus to All Posts instead of dropping it', async ({ page }) => {
    const empty = blogFilters.slice(1).find((candidate) => !articles.some((article) => article.category === candidate.id));
    test.skip(!empty, 'every category has an article');
    await page.goto(LIST);
    await waitForHydration(page);
    const group = page.getByRole('group', { name: blogPage.list.filterLabel });
    await tabTo(page, group.getByRole('radio', { name: 'All Posts', exact: true }));
    await group.getByRole('radio', { name: empty!.label, exact: true }).press('Space');
    const showAll = page.getByRole('button', { name: blogPage.list.showAll });
    await tabTo(page, showAll);
    await press(page, 'Enter');
    await expect(page).toHaveURL(LIST);
    await expect(showAll).toHaveCount(0);
    await expect(group.getByRole('radio', { name: 'All Posts', exact: true })).toBeFocused();
    await expect(group.getByRole('radio', { name: 'All Posts', exact: true })).toBeChecked();
  });

  test('the newsletter form: an invalid address keeps focus on the field; a valid one is stored and focus moves to the confirmation', async ({ page }) => {
    const address = `cto-${unique()}@example.com`;
    await page.goto(LIST);
    await waitForHydration(page);
    const form = page.getByRole('region', { name: blogPage.newsletter.heading });
    const email = form.getByRole('textbox', { name: blogPage.newsletter.label });
    const subscribe = form.getByRole('button', { name: blogPage.newsletter.submit });
    await tabTo(page, email);
    await type(page, 'not-an-email');
    // Its schema loads on the first focus; once there, the form's own message answers.
    await expect.poll(() => form.locator('form').evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true);
    await press(page, 'Enter');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expect(form.getByText('Please enter a valid email address, like name@company.com.')).toBeVisible();

    await press(page, 'ControlOrMeta+A');
    await type(page, address);
    // The honeypot is out of the Tab order: the next stop is Subscribe.
    await step(page, subscribe);
    const release = await holdRequests(page, '/api/newsletter');
    await press(page, 'Enter');
    await expect(form.getByRole('button', { name: blogPage.newsletter.sending })).toBeFocused();
    release();
    const status = form.getByRole('status');
    await expect(status).toContainText(blogPage.newsletter.successTitle);
    await expect(status).toBeFocused();
    await expectFocusShown(page);
    expect(storedLeads('newsletter').filter((lead) => lead.email === address)).toHaveLength(1);
  });
});
