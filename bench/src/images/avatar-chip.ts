// The header's 28 px avatar chip of a signed-in member whose avatar is a demo photo, on the phone.
import type { Browser } from 'playwright-core';
import { waitForNetworkQuiet } from '../lib/network-quiet.ts';
import type { BenchSite } from '../site/bench-site.ts';
import { signInDemoMember } from '../site/demo-member.ts';
import { copyWidth, objectOf, recordImageDownloads } from './image-downloads.ts';
import { phoneContext } from './phone-context.ts';

const QUIET_MS = 1500;

export interface AvatarChip {
  /** The download of the picture the chip shows. */
  bytes: number;
  /** The pixels of the copy against the CSS pixels of the box. */
  copyWidth: number;
  boxWidth: number;
  /** Every download of the member's avatar on that screen (the cards' avatars of her posts too). */
  allCopies: { url: string; bytes: number }[];
}

export async function measureAvatarChip(browser: Browser, site: BenchSite): Promise<AvatarChip> {
  const { session, client } = await signInDemoMember(site);
  const { data: profile } = await client
    .from('profiles')
    .select('avatar_url')
    .eq('id', session.user.id)
    .single<{ avatar_url: string | null }>();
  const avatarObject = profile?.avatar_url ? objectOf(profile.avatar_url) : null;
  if (!avatarObject) throw new Error(`${session.user.email} has no stored avatar`);
  const context = await phoneContext(browser, site.gatewayUrl, session);
  try {
    const page = await context.newPage();
    const downloads = recordImageDownloads(page);
    await page.goto(`${site.url}/`);
    const chip = page.getByRole('link', { name: 'Your profile' }).getByRole('img');
    await chip.evaluate((image: HTMLImageElement) => image.decode());
    await waitForNetworkQuiet(page, QUIET_MS);
    const drawn = await chip.evaluate((image: HTMLImageElement) => ({
      src: image.currentSrc,
      naturalWidth: image.naturalWidth,
      boxWidth: Math.round(image.getBoundingClientRect().width),
    }));
    const all = await downloads.settled();
    return {
      bytes: all.filter((download) => download.url === drawn.src).reduce((s, d) => s + d.bytes, 0),
      copyWidth: copyWidth(drawn.src, drawn.naturalWidth),
      boxWidth: drawn.boxWidth,
      allCopies: all.filter((download) => objectOf(download.url) === avatarObject),
    };
  } finally {
    await context.close();
  }
}
