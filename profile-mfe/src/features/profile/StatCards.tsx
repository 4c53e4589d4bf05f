import { Card, Pencil, ThumbsDown, ThumbsUp, type IconComponent } from '@likegripe/shared-ui';
import type { ProfileStats } from '../../api/profile.api';
import { StatBody, StatGrid, StatIcon, StatLabel, StatValue } from './StatCards.styles';

interface StatDefinition {
  key: keyof Pick<ProfileStats, 'postsCount' | 'likesGiven' | 'gripesGiven'>;
  label: string;
  tone: 'primary' | 'like' | 'gripe';
  Icon: IconComponent;
}

const STATS: readonly StatDefinition[] = [
  { key: 'postsCount', label: 'Posts Created', tone: 'primary', Icon: Pencil },
  { key: 'likesGiven', label: 'Likes Given', tone: 'like', Icon: ThumbsUp },
  { key: 'gripesGiven', label: 'Gripes Given', tone: 'gripe', Icon: ThumbsDown },
];

/** The three stat cards Posts Created, Likes Given, Gripes Given. */
export function StatCards({ stats }: { stats: ProfileStats }) {
  return (
    <StatGrid aria-label="Statistics">
      {STATS.map(({ key, label, tone, Icon }) => (
        <Card as="li" key={key} padding="lg">
          <StatBody>
            <StatIcon data-tone={tone} aria-hidden="true">
              <Icon />
            </StatIcon>
            <div>
              <StatValue>{stats[key]}</StatValue>
              <StatLabel>{label}</StatLabel>
            </div>
          </StatBody>
        </Card>
      ))}
    </StatGrid>
  );
}
