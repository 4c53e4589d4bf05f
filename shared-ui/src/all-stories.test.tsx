import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { axe } from 'jest-axe';
import { composeStory, type StoriesMeta } from './testing/compose-story';
import { renderWithTheme } from './testing/render-with-theme';
import * as AuthorLineStories from './components/AuthorLine/AuthorLine.stories';
import * as AvatarStories from './components/Avatar/Avatar.stories';
import * as BadgeStories from './components/Badge/Badge.stories';
import * as ButtonStories from './components/Button/Button.stories';
import * as CardStories from './components/Card/Card.stories';
import * as ChipStories from './components/Chip/Chip.stories';
import * as CollapsibleStories from './components/Collapsible/Collapsible.stories';
import * as ConfirmDialogStories from './components/ConfirmDialog/ConfirmDialog.stories';
import * as ContentMenuStories from './components/ContentMenu/ContentMenu.stories';
import * as DialogStories from './components/Dialog/Dialog.stories';
import * as EmptyStateStories from './components/EmptyState/EmptyState.stories';
import * as ErrorStateStories from './components/ErrorState/ErrorState.stories';
import * as IconButtonStories from './components/IconButton/IconButton.stories';
import * as InputStories from './components/Input/Input.stories';
import * as LogoStories from './components/Logo/Logo.stories';
import * as MediaGalleryStories from './components/MediaGallery/MediaGallery.stories';
import * as MentionTextStories from './components/MentionText/MentionText.stories';
import * as MenuStories from './components/Menu/Menu.stories';
import * as PopoverStories from './components/Popover/Popover.stories';
import * as ProgressBarStories from './components/ProgressBar/ProgressBar.stories';
import * as RelativeTimeStories from './components/RelativeTime/RelativeTime.stories';
import * as RemoteUnavailableStories from './components/RemoteUnavailable/RemoteUnavailable.stories';
import * as ReportDialogStories from './components/ReportDialog/ReportDialog.stories';
import * as SelectStories from './components/Select/Select.stories';
import * as SkeletonStories from './components/Skeleton/Skeleton.stories';
import * as SpinnerStories from './components/Spinner/Spinner.stories';
import * as TabsStories from './components/Tabs/Tabs.stories';
import * as TextareaStories from './components/Textarea/Textarea.stories';
import * as ToasterStories from './components/Toaster/Toaster.stories';
import * as TrustBadgeStories from './components/TrustBadge/TrustBadge.stories';
import * as ColourTokensStories from './theme/token-pages/ColourTokens.stories';
import * as RadiusTokensStories from './theme/token-pages/RadiusTokens.stories';
import * as ShadowTokensStories from './theme/token-pages/ShadowTokens.stories';
import * as SpacingTokensStories from './theme/token-pages/SpacingTokens.stories';
import * as TypeTokensStories from './theme/token-pages/TypeTokens.stories';

const modules: Record<string, Record<string, unknown>> = {
  AuthorLine: AuthorLineStories,
  Avatar: AvatarStories,
  Badge: BadgeStories,
  Button: ButtonStories,
  Card: CardStories,
  Chip: ChipStories,
  Collapsible: CollapsibleStories,
  ConfirmDialog: ConfirmDialogStories,
  ContentMenu: ContentMenuStories,
  Dialog: DialogStories,
  EmptyState: EmptyStateStories,
  ErrorState: ErrorStateStories,
  IconButton: IconButtonStories,
  Input: InputStories,
  Logo: LogoStories,
  MediaGallery: MediaGalleryStories,
  MentionText: MentionTextStories,
  Menu: MenuStories,
  Popover: PopoverStories,
  ProgressBar: ProgressBarStories,
  RelativeTime: RelativeTimeStories,
  RemoteUnavailable: RemoteUnavailableStories,
  ReportDialog: ReportDialogStories,
  Select: SelectStories,
  Skeleton: SkeletonStories,
  Spinner: SpinnerStories,
  Tabs: TabsStories,
  Textarea: TextareaStories,
  Toaster: ToasterStories,
  TrustBadge: TrustBadgeStories,
};

const tokenPageModules: Record<string, Record<string, unknown>> = {
  ColourTokens: ColourTokensStories,
  RadiusTokens: RadiusTokensStories,
  ShadowTokens: ShadowTokensStories,
  SpacingTokens: SpacingTokensStories,
  TypeTokens: TypeTokensStories,
};

const stories = Object.entries({ ...modules, ...tokenPageModules }).flatMap(
  ([component, module]) => {
    const meta = module.default as StoriesMeta;
    return Object.entries(module)
      .filter(([name]) => name !== 'default')
      .map(
        ([name, story]) =>
          [`${component}/${name}`, story as Parameters<typeof composeStory>[0], meta] as const,
      );
  },
);

describe('every story', () => {
  it('covers every stories file on disk', () => {
    const componentsDir = join(__dirname, 'components');
    const onDisk = readdirSync(componentsDir).filter((dir) =>
      readdirSync(join(componentsDir, dir)).includes(`${dir}.stories.tsx`),
    );
    expect(Object.keys(modules).sort()).toEqual(onDisk.sort());
  });

  it('covers every token page on disk', () => {
    const onDisk = readdirSync(join(__dirname, 'theme', 'token-pages'))
      .filter((file) => file.endsWith('.stories.tsx'))
      .map((file) => file.replace('.stories.tsx', ''));
    expect(Object.keys(tokenPageModules).sort()).toEqual(onDisk.sort());
  });

  // jsdom computes no colours: here axe checks names, roles and structure in each theme; the
  // contrast of every colour pair is contrast.test.ts's job, and the e2e sweep's in a real browser.
  describe.each(['light', 'dark'])('in the %s theme', (mode) => {
    beforeEach(() => document.documentElement.setAttribute('data-theme', mode));
    afterEach(() => document.documentElement.removeAttribute('data-theme'));

    it.each(stories)(
      '%s renders with no axe violations',
      async (_name, story, meta) => {
        // A story is a fragment of a page; `main` stands in for the page's landmarks.
        renderWithTheme(<main>{composeStory(story, meta)}</main>);
        expect(document.body).not.toBeEmptyDOMElement();
        expect(document.documentElement).toHaveAttribute('data-theme', mode);
        expect(await axe(document.body)).toHaveNoViolations();
        // axe needs seconds for a token page on a busy machine; jest's 5 s default is no measure here.
      },
      120_000,
    );
  });
});
