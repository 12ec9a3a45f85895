import { expect, test } from '@playwright/test';
import { pngImage } from '../src/server/test/images.js';
import { DEMO, freshCandidate, signIn } from './fixtures.js';

test('a candidate completes the profile page by page, with a cropped picture, and the guide turns itself off', async ({ page, request }) => {
  test.slow(); // five pages, each saved
  const user = await freshCandidate(request);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(`${DEMO}/profile`);
  const guide = page.getByTestId('profile-guide');
  await expect(guide.getByTestId('guide-active')).toHaveText('Continue with: Summary');

  // Summary: a picture chosen, cropped and saved; a phone number.
  await page.locator('input[type=file][accept="image/png,image/jpeg"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngImage(600, 400) });
  await page.getByTestId('avatar-crop-apply').click();
  await page.getByLabel('Phone number 1').fill('612345678');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Your profile is saved.')).toBeVisible();
  // The saved picture is served behind its signed link and shows.
  const avatar = page.getByTestId('profile-avatar').locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/api\/my\/profile\/avatar\/[0-9a-f-]+\?expires=\d+&signature=/);
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);

  // Skills: five.
  await page.getByRole('link', { name: 'Skills', exact: true }).first().click();
  const skills = page.getByRole('combobox', { name: 'Skills' });
  for (const skill of ['Logistics', 'SAP', 'Lean', 'Forecasting', 'Negotiation']) await skills.fill(skill).then(() => skills.press('Enter'));
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Your profile is saved.').first()).toBeVisible();
  await expect(guide.getByTestId('guide-step-skills')).toHaveAttribute('data-done', 'true');

  // Preferences: opening the page completes the step.
  await page.getByRole('link', { name: 'Preferences', exact: true }).first().click();
  await expect(guide.getByTestId('guide-step-preferences')).toHaveAttribute('data-done', 'true');

  // Education: one study.
  await page.goto(`${DEMO}/profile/education`);
  await page.getByTestId('add-education').click();
  await page.getByRole('textbox', { name: 'Title' }).fill('MSc Logistics');
  await page.getByRole('textbox', { name: 'Institution' }).fill('Erasmus University');
  await page.getByTestId('profile-save').click();
  await expect(page.getByText('Your profile is saved.').first()).toBeVisible();

  // Location is all the summary still lacks: the guide leads back there.
  await expect(guide.getByTestId('guide-active')).toHaveText('Continue with: Summary');
  await guide.getByTestId('guide-active').click();
  await expect(page).toHaveURL(`${DEMO}/profile`);
  await page.getByTestId('location').fill('Utrecht');
  await page.getByRole('option', { name: /^Utrecht/ }).first().click();
  await page.getByTestId('profile-save').click();
  // Complete: the guide says so and turns itself off, remembered in local storage.
  await expect(page.getByText('Your profile is complete')).toBeVisible();
  await expect(guide.getByTestId('guide-active')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('profileGuide'))).toBe('off');
});
