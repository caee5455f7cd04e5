import { defineConfig, devices } from '@playwright/test';
import { headlessShell } from './e2e/chromium-launch';

const port = Number(process.env.E2E_PORT || 4173);
const baseURL = `http://localhost:${port}`;
const launchOptions = headlessShell;

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL,
    // A failed test keeps its trace: every action with its timing, the console and the network, and
    // (screenshot, error context) a picture and the accessibility tree of the page as it failed. Not the
    // screencast, nor a copy of the DOM before and after each action: recorded for every test that
    // passed too, the frames cost a third of each test's processor time and the copies another tenth.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // One picture of the page as a test fails, taken only then.
    screenshot: 'only-on-failure',
    launchOptions,
    // Each test's fresh context would otherwise install the offline worker and
    // precache the whole site; e2e/offline.desktop.spec.ts allows it where it is tested.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /\.mobile\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: /\.desktop\.spec\.ts$/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 375, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port} --fast-compression`,
    url: baseURL,
    reuseExistingServer: false,
    // A busy machine can take a while to start Node; the server answers before its compression cache is warm.
    timeout: 120_000,
  },
});
