import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUS_CONTRACT_VERSION, SHARED_CORE_VERSION } from './contract-version';

const packageJson = JSON.parse(
  readFileSync(path.join(__dirname, '../../package.json'), 'utf8'),
) as { version: string };
const major = (version: string) => Number(version.split('.')[0]);

describe('contract versions', () => {
  it('names the version in package.json, which the federation config shares it as', () => {
    expect(SHARED_CORE_VERSION).toBe(packageJson.version);
  });

  it('never lets the bus major run ahead of shared-core’s', () => {
    expect(major(BUS_CONTRACT_VERSION)).toBeLessThanOrEqual(major(SHARED_CORE_VERSION));
  });
});
