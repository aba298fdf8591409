import { expect, test } from '../fixtures/test';
import { demoPassword } from '../fixtures/demo-users';

type Violation = { directive: string; blocked: string };

/**
 * The console runs under its strict Content-Security-Policy (scripts from our origin only, no inline
 * script, no eval) without the browser having to refuse anything it needs, from sign-in to a signed-in
 * page. One report is expected and harmless: zod probes once whether `new Function` is allowed, catches
 * the refusal and parses without compiling.
 */
test('signing in and using the console triggers no CSP violation', async ({ page, loginPage, shell }) => {
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { cspViolations: Violation[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI }),
    );
  });

  const response = await page.goto('/login');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-eval');

  await loginPage.signIn('supervisor', demoPassword);
  await expect(shell.pageHeading()).toHaveText(/^Xin chào, /);
  await shell.chooseColorScheme('Tối', 'vi');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: Violation[] }).cspViolations,
  );
  const zodEvalProbe = (violation: Violation) =>
    violation.directive === 'script-src' && violation.blocked === 'eval';
  expect(violations.filter((violation) => !zodEvalProbe(violation))).toEqual([]);
  expect(violations.filter(zodEvalProbe).length).toBeLessThanOrEqual(1);
});
