import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../../hooks/controllable-state.hook';
import { Tab, TabList, TabPanel } from './Tabs.styles';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key, also the selected value. */
  id: string;
  /** The tab's text, e.g. 'Posts (3)' or 'Sign In'. */
  label: ReactNode;
  /** The panel; only the selected panel's content is rendered. */
  content: ReactNode;
}

export interface TabsProps {
  /** Names the tab list, e.g. 'Activity Feed'. */
  label: string;
  /** The tabs, in order. */
  tabs: TabItem[];
  /** Controlled selected id. */
  selectedId?: string;
  /** Initial selected id when uncontrolled; default the first tab. */
  defaultSelectedId?: string;
  /** Called with the newly selected id. */
  onChange?: (id: string) => void;
  /** Tabs share the full width equally. */
  stretch?: boolean;
}

const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Tabs with arrow-key navigation that selects as it moves (automatic activation). */
export function Tabs({
  label,
  tabs,
  selectedId,
  defaultSelectedId,
  onChange,
  stretch = false,
}: TabsProps) {
  const [selected, setSelected] = useControllableState(
    selectedId,
    defaultSelectedId ?? tabs[0]?.id ?? '',
    onChange,
  );
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(index, tabs.length);
    const tab = tabs[next];
    if (!tab) return;
    setSelected(tab.id);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <TabList role="tablist" aria-label={label} data-stretch={stretch}>
        {tabs.map((tab, index) => (
          <Tab
            key={tab.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={tab.id === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => setSelected(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </Tab>
        ))}
      </TabList>
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={tab.id !== selected}
          tabIndex={0}
        >
          {tab.id === selected && tab.content}
        </TabPanel>
      ))}
    </div>
  );
}
