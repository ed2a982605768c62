// Regenerates tokens/tokens.json from tokens.ts (a unit test fails when it is stale).
import { writeFileSync } from 'node:fs';
import { designTokensJsonText } from '../src/design-tokens-json.ts';

const target = new URL('../tokens.json', import.meta.url);
writeFileSync(target, designTokensJsonText());
console.log(`Escrito ${target.pathname}`);
