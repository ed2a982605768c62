// @vitest-environment node
// The workspace's ESLint config, run on one-line files placed where the import would be made.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const eslint = new ESLint({ cwd: root });

// Loading the config and its plugins takes seconds on a busy machine: once, before any case.
beforeAll(async () => {
  await eslint.lintText('\n', { filePath: `${root}portal/src/store/warm-up.ts` });
}, 60_000);

/** The boundary errors ESLint reports for `code` written in `file` (a path from the repo root). */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\n`, { filePath: `${root}${file}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.message);
}

describe('portal folders import downwards only (app, features, wizard, session, http, errors, store)', () => {
  it.each([
    ['portal/src/store/x.ts', "import { apiGet } from '../http/client.ts';"],
    ['portal/src/store/x.ts', "import { x } from '../errors/handle-error.ts';"],
    ['portal/src/errors/x.ts', "import { apiGet } from '../http/client.ts';"],
    ['portal/src/http/x.ts', "import { x } from '../session/session-watch.ts';"],
    ['portal/src/session/x.ts', "import { x } from '../wizard/engine/Wizard.tsx';"],
    ['portal/src/wizard/launcher/x.ts', "import { x } from '../../features/auth/sign-in.ts';"],
    ['portal/src/features/auth/x.ts', "import { x } from '../../app/router.tsx';"],
    ['portal/src/store/x.ts', "export const load = () => import('../http/client.ts');"],
    ['portal/src/messages/x.ts', "import { x } from '../store/session.ts';"],
  ])('%s may not: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['portal/src/app/x.ts', "import { x } from '../features/auth/LoginPage.tsx';"],
    ['portal/src/features/auth/x.ts', "import { x } from '../../wizard/engine/Wizard.tsx';"],
    ['portal/src/wizard/engine/x.ts', "import { x } from '../../session/load-client.ts';"],
    ['portal/src/session/x.ts', "import { x } from '../http/client.ts';"],
    ['portal/src/http/x.ts', "import { x } from '../errors/handle-error.ts';"],
    ['portal/src/errors/x.ts', "import { x } from '../store/session.ts';"],
    ['portal/src/store/x.ts', "import * as messages from '../messages.ts';"],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('package arrows', () => {
  it.each([
    ['portal/src/features/auth/x.ts', "import './x.css';"],
    ['portal/src/features/auth/x.ts', "import { root } from './x.css.ts';"],
    ['portal/src/features/auth/x.ts', "import { style } from '@vanilla-extract/css';"],
    ['portal/src/app/x.ts', "import { createApp } from '@inversiones/api';"],
    ['api/src/x.ts', "import { Button } from '@inversiones/design-system';"],
    ['api/src/x.ts', "import { x } from '@inversiones/portal';"],
    ['api/src/x.ts', "import { useState } from 'react';"],
    ['contract/src/x.ts', "import { Button } from '@inversiones/design-system';"],
    ['contract/src/x.ts', "import { x } from '@inversiones/api';"],
    ['contract/src/x.ts', "import { useState } from 'react';"],
    ['es-cl/src/x.ts', "import { useState } from 'react';"],
    ['es-cl/src/x.ts', "import { login } from '@inversiones/contract';"],
    ['design-system/src/components/Card/x.ts', "import { Button } from '../Button/Button.tsx';"],
    [
      'design-system/src/components/Card/x.ts',
      "export { spinner } from '../Button/Button.css.ts';",
    ],
  ])('%s may not: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['contract/src/x.ts', "import { isValidRut } from '@inversiones/es-cl';"],
    ['api/src/x.ts', "import { regions } from '@inversiones/es-cl/territory';"],
    ['design-system/src/components/Card/x.ts', "import { Button } from '../Button/index.ts';"],
    [
      'design-system/src/components/Card/x.ts',
      "import { fieldParts } from '../Field/field-parts.ts';",
    ],
    [
      'design-system/src/components/Card/x.ts',
      "import { CheckMark } from '../private/CheckMark.tsx';",
    ],
  ])('%s may: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });

  it('the portal may load the design system and its stylesheet entry', async () => {
    const code =
      "import '@inversiones/design-system/styles';\nimport { Button } from '@inversiones/design-system';";
    expect(await boundaryErrors('portal/src/main.tsx', code)).toEqual([]);
  });
});
