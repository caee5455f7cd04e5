import { test, expect } from './fixtures';
import { wholeBrowser } from './chromium-launch';
import { waitForOfflineReady } from './offline-ready';

// Chrome's own check that the site can be installed as an app. Only the whole browser makes it: the
// headless shell every other test runs in answers "no problem" whatever the manifest says. The check
// needs the offline worker in control of the page, so the worker runs here.
test.use({ launchOptions: wholeBrowser, serviceWorkers: 'allow' });

test('Chrome finds the site installable as an app', async ({ page, context }) => {
  // The worker precaches the whole site first (about 6 MB): on a busy machine that takes a while.
  test.slow();
  await page.goto('/');
  await waitForOfflineReady(page);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  const { errors: manifestErrors } = await cdp.send('Page.getAppManifest');
  expect(manifestErrors).toEqual([]);
  // Test contexts are private windows, the one place Chrome never offers to install: that one
  // reason, and no other, shows the check ran and found the site installable.
  expect(installabilityErrors.map((error) => error.errorId)).toEqual(['in-incognito']);
});
