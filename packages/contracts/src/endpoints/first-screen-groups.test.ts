import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { authEndpoints } from './auth';
import { authSessionEndpoints } from './auth-session';
import { currentOrganizationEndpoints } from './current-organization';
import { organizationsEndpoints } from './organizations';

const here = dirname(fileURLToPath(import.meta.url));

/** The packages a contract module reaches through its relative imports, read from the source (decision 0510). */
function packagesReachedFrom(file: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    const source = readFileSync(path, 'utf8');
    for (const [, specifier] of source.matchAll(/^(?:import|export)\s(?:[^;]*?from\s+)?'([^']+)'/gms)) {
      if (specifier.startsWith('.')) visit(`${resolve(dirname(path), specifier)}.ts`);
      else packages.add(specifier);
    }
  };
  visit(resolve(here, file));
  return packages;
}

describe("the endpoint groups of the dashboard's first screen", () => {
  it.each(['auth-session.ts', 'current-organization.ts', 'tasks.ts'])(
    '%s reaches neither libphonenumber-js nor ibantools',
    (file) => {
      const reached = [...packagesReachedFrom(file)];
      expect(reached).toContain('zod');
      expect(reached.filter((name) => /libphonenumber|ibantools/.test(name))).toEqual([]);
    },
  );

  it('the whole groups reach them, so the check above sees through imports', () => {
    expect([...packagesReachedFrom('auth.ts')]).toContain('libphonenumber-js/min');
    expect([...packagesReachedFrom('organizations.ts')]).toContain('ibantools');
  });

  it('the resource groups still hold the same calls', () => {
    for (const [name, call] of Object.entries(authSessionEndpoints)) {
      expect(authEndpoints[name as keyof typeof authEndpoints]).toBe(call);
    }
    expect(organizationsEndpoints.organization).toBe(currentOrganizationEndpoints.organization);
  });
});
