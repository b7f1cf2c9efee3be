import { startAdminStack, signIn, openTab } from './admin-harness';
const stack = await startAdminStack();
await stack.app.db.insertInto('contacts').values({ id: 'c1', name: 'Asha Verma', email: 'asha@example.com', phone: '+91 98765 43210', subject: 'New website', message: 'Hello,\nWe need a new website for our clinic.', verified_email: 'asha@example.com', created_at: new Date().toISOString() }).execute();
const page = await stack.openPage();
await page.setViewportSize({ width: 1366, height: 900 });
await signIn(page);
await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
await page.waitForTimeout(800);
await page.screenshot({ path: '/tmp/adm-shots/dashboard.png', fullPage: true });
for (const t of ['Projects', 'Services', 'Newsletter', 'Email Marketing', 'Files', 'Settings', 'Contacts']) {
  await openTab(page, t); await page.waitForTimeout(400);
  await page.screenshot({ path: `/tmp/adm-shots/${t.replace(' ', '')}.png`, fullPage: true });
}
await page.getByRole('button', { name: 'View Asha Verma' }).click();
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/adm-shots/contact-modal.png' });
await page.keyboard.press('Escape');
await openTab(page, 'Services');
await page.getByRole('button', { name: 'Add New' }).click();
await page.waitForTimeout(300);
await page.screenshot({ path: '/tmp/adm-shots/service-modal.png' });
await page.goto('/admin'); await page.evaluate(() => localStorage.clear()); await page.reload();
await page.waitForTimeout(500);
await page.screenshot({ path: '/tmp/adm-shots/login.png' });
await stack.close();
