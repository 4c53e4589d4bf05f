import { readFileSync } from 'node:fs';
import path from 'node:path';

// The inline script that starts the app's scripts once the page has been painted: run here against
// a browser whose paint reports and visibility the test controls.
const startAfterPaint = readFileSync(
  path.join(__dirname, '../../../tooling/page/start-after-paint.js'),
  'utf8',
);
const SCRIPTS = ['/main.abc.js'];
const PRELOADS = ['/a.js', '/b.js', '/c.js', '/d.js', '/e.js', '/f.js'];

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;
let reportPaint: PaintCallback | undefined;

class FakePerformanceObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
  observe() {
    reportPaint = (list) => this.callback(list, this);
  }
  disconnect() {
    reportPaint = undefined;
  }
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

function runTheInlineScript(observer: unknown = FakePerformanceObserver) {
  Object.defineProperty(window, 'PerformanceObserver', {
    configurable: true,
    writable: true,
    value: observer,
  });
  document.body.innerHTML = `<script id="start-after-paint" type="application/json">${JSON.stringify(
    { scripts: SCRIPTS, preloads: PRELOADS },
  )}</script>`;
  document.head.innerHTML = '';
  new Function(startAfterPaint)();
}

const mainScripts = () =>
  [...document.body.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));
const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => l.getAttribute('href'));

function paint(name: string) {
  reportPaint?.({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
}

// Each run of the script listens on the one document; the next test must not hear the last one's.
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = document.addEventListener.bind(document);

beforeEach(() => {
  jest
    .spyOn(document, 'addEventListener')
    .mockImplementation((type: string, listener: EventListenerOrEventListenerObject) => {
      listeners.push([type, listener]);
      addEventListener(type, listener);
    });
  jest.useFakeTimers();
  reportPaint = undefined;
  setVisibility('visible');
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) document.removeEventListener(type, listener);
  jest.restoreAllMocks();
  jest.useRealTimers();
});

it('starts nothing until the first contentful paint, then main.js and the preloads', () => {
  runTheInlineScript();
  paint('first-paint');
  jest.advanceTimersByTime(2000);
  expect(mainScripts()).toEqual([]);
  expect(preloads()).toEqual([]);

  paint('first-contentful-paint');
  expect(mainScripts()).toEqual(SCRIPTS);
  expect(preloads()).toEqual([]);
  jest.advanceTimersByTime(0);
  expect(preloads()).toEqual(PRELOADS);
});

it('adds the preloads one per task', () => {
  runTheInlineScript();
  const timersBefore = jest.getTimerCount();
  paint('first-contentful-paint');
  expect(jest.getTimerCount() - timersBefore).toBe(PRELOADS.length);
  jest.advanceTimersByTime(0);
  expect(preloads()).toEqual(PRELOADS);
});

it('starts at once on a hidden page', () => {
  setVisibility('hidden');
  runTheInlineScript();
  expect(mainScripts()).toEqual(SCRIPTS);
});

it('starts at once in a browser without paint timing', () => {
  runTheInlineScript(null);
  expect(mainScripts()).toEqual(SCRIPTS);
});

it('starts when the page turns hidden before its paint', () => {
  runTheInlineScript();
  setVisibility('hidden');
  document.dispatchEvent(new Event('visibilitychange'));
  expect(mainScripts()).toEqual(SCRIPTS);
});

it('starts after three seconds if no paint is ever reported, and only once', () => {
  runTheInlineScript();
  jest.advanceTimersByTime(2999);
  expect(mainScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(mainScripts()).toEqual(SCRIPTS);
  paint('first-contentful-paint');
  jest.runAllTimers();
  expect(mainScripts()).toEqual(SCRIPTS);
  expect(preloads()).toEqual(PRELOADS);
});
