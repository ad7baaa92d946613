import { expect, test } from '@playwright/test';
import { storedLeads } from './leads-helpers';

/**
 * The compiled server's API answers by what the client asks (JSON unless it prefers HTML), and a
 * form on another site cannot post to it, checked in Chromium itself (its own Origin and
 * Sec-Fetch-Site headers, which no test can fake for a browser).
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test('API clients get JSON: a JSON body and a multipart post with Accept */*, the CSP on every answer', async ({ request }) => {
  const contact = await request.post('/api/contact', {
    headers: { accept: '*/*' },
    data: { name: 'Ada Lovelace', email: `ada-${unique()}@example.com`, message: 'We need CI/CD for twelve services.' },
  });
  expect(contact.status()).toBe(201);
  expect(contact.headers()['content-type']).toContain('application/json');
  expect(await contact.json()).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

  const resume = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
  const application = await request.post('/api/job-applications', {
    headers: { accept: '*/*' },
    maxRedirects: 0,
    multipart: {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: `grace-${unique()}@example.com`,
      phone: '+1 410 555 0134',
      position: 'backend',
      experience: '10+',
      coverLetter: 'I have built compilers and distributed systems for decades and want to mentor your platform team.',
      resume: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: resume },
    },
  });
  expect(application.status()).toBe(201);
  expect(await application.json()).toEqual({ id: expect.any(String) });

  const health = await request.get('/api/health');
  expect(health.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
});

test('a browser posting a form without scripts still gets the 303 to the thank-you page', async ({ request }) => {
  const marker = unique();
  const response = await request.post('/api/newsletter', {
    headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    form: { email: `reader-${marker}@example.com` },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()['location']).toBe('/our-work/blog/subscribed');
});

test.describe('a form on another site', () => {
  test.use({ javaScriptEnabled: false });

  test('cannot post to our API: 403, nothing stored', async ({ page, baseURL }) => {
    const marker = unique();
    // A page on another origin with a plain form aimed at our contact endpoint.
    await page.route('http://evil.example/', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Win a prize</title><form method="post" action="${baseURL}/api/contact">
<input name="name" value="Forged Visitor"><input name="email" value="forged-${marker}@example.com">
<input name="message" value="Sent from another site, ${marker}."><button>Claim</button></form>`,
      }),
    );
    await page.goto('http://evil.example/');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
    await page.getByRole('button', { name: 'Claim' }).click();
    expect((await answer).status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form was not sent');
    expect(storedLeads('contact').some((lead) => String(lead.message).includes(marker))).toBe(false);
  });
});
