import { CUSTOMER_TILES, type InsightAnswer, LIBRARY_TILES } from '@adlib/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiAnswer, apiError, renderWithProviders, stubFetch } from '../../test/render-with-providers';
import { changeText, csvOf } from './figures';
import { InsightsPanel } from './insights-panel';

const fetchMock = stubFetch();
const targets = {
  adsVisible: '/advertisements/',
  adsHidden: '/advertisements/invisible',
  adsDuplicates: '/advertisements/duplicates',
  customers: '/customers/',
  collections: null,
};
const range = {
  from: '2026-11-01',
  to: '2026-11-30',
  previous_from: '2026-10-02',
  previous_to: '2026-10-31',
};

const answer = (tile: string, over: Partial<InsightAnswer> = {}): InsightAnswer => ({
  tile,
  range,
  figures: [{ key: 'n', label: 'Things', value: 12, previous: 8 }],
  table: {
    rowLabel: 'Week',
    columns: [{ key: 'n', label: 'Things' }],
    rows: [{ key: 'w', label: 'w', values: { n: 12 } }],
  },
  ...over,
});
const coverage = answer('coverage', {
  figures: [{ key: 'visible', label: 'Visible ads', value: 3, previous: null }],
  table: {
    rowLabel: 'Industry',
    columns: [
      { key: 'Humor', label: 'Humor' },
      { key: 'Lifestyle', label: 'Lifestyle' },
    ],
    rows: [{ key: 'Fashion', label: 'Fashion', values: { Humor: 2, Lifestyle: 0 } }],
  },
});

const addedColumns = [
  { key: 'visible', label: 'Added, visible now' },
  { key: 'hidden', label: 'Added, not visible now' },
  { key: 'published', label: 'Published, visible now' },
];
const curators = answer('curators', {
  table: {
    rowLabel: 'Curator',
    columns: addedColumns,
    rows: [
      { key: '7', label: 'Ann Curator', values: { visible: 2, hidden: 1, published: 3 } },
      { key: 'none', label: 'System', values: { visible: 4, hidden: 0, published: 5 } },
    ],
  },
});
const activity = answer('ads-activity', {
  figures: [
    { key: 'added', label: 'Ads added', value: 9, previous: 1 },
    { key: 'published', label: 'Ads published', value: 6, previous: 1 },
  ],
  table: {
    rowLabel: 'Week',
    columns: addedColumns,
    rows: [
      { key: '2026-11-02..2026-11-08', label: '2026-11-02', values: { visible: 7, hidden: 2, published: 6 } },
    ],
  },
});

/** Answers each tile's call by its name; `hang` never answers, `fail` answers 500. */
function serve(opts: { hang?: string; fail?: string; empty?: string; tiles?: InsightAnswer[] } = {}) {
  fetchMock.mockImplementation((url: string) => {
    const tile = /\/api\/insights\/([\w-]+)/.exec(url)?.[1] ?? '';
    if (tile === opts.hang) return new Promise<Response>(() => {});
    if (tile === opts.fail) return Promise.resolve(apiError(500, 'internal', 'The server failed'));
    const data =
      opts.tiles?.find((a) => a.tile === tile) ??
      (tile === 'coverage'
        ? coverage
        : tile === opts.empty
          ? answer(tile, {
              figures: [{ key: 'n', label: 'Things', value: 0, previous: 0 }],
              table: { rowLabel: 'Week', columns: [], rows: [] },
            })
          : answer(tile));
    return Promise.resolve(apiAnswer(200, { success: true, data }));
  });
}
const asked = () => fetchMock.mock.calls.map(([url]) => /\/api\/insights\/([\w-]+)/.exec(url)?.[1]);

describe('InsightsPanel', () => {
  it('shows an admin the library tiles only, and asks for no customer tile', async () => {
    serve();
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />);
    expect(await screen.findByRole('heading', { name: 'Coverage: industry × type' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Customers' })).toBeNull();
    await waitFor(() => expect(new Set(asked())).toEqual(new Set(LIBRARY_TILES)));
  });

  it('shows super the customer tiles too', async () => {
    serve();
    renderWithProviders(<InsightsPanel staffRole="super" targets={targets} />);
    expect(await screen.findByRole('heading', { name: 'Customers' })).toBeTruthy();
    await waitFor(() => expect(new Set(asked())).toEqual(new Set([...LIBRARY_TILES, ...CUSTOMER_TILES])));
  });

  it('links each heatmap cell to the ads list with its industry and type', async () => {
    serve();
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />);
    const cell = await screen.findByRole('link', { name: 'Fashion × Humor: 2 visible ads' });
    expect(cell.getAttribute('href')).toBe('/advertisements/?industry=Fashion&type=Humor');
    expect(screen.getByRole('link', { name: 'Fashion × Lifestyle: 0 visible ads' })).toBeTruthy();
  });

  it("links each curator's parts and the published bars to the ads lists with the range's days", async () => {
    serve({ tiles: [curators, activity] });
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />);
    const tileOf = async (name: string) => {
      const tile = (await screen.findByRole('heading', { name })).closest('section');
      if (!(tile instanceof HTMLElement)) throw new Error(`no tile ${name}`);
      fireEvent.click(await within(tile).findByRole('radio', { name: 'Table' }));
      return (label: string) => within(tile).getByRole('link', { name: label }).getAttribute('href');
    };
    const month = 'created=2026-11-01..2026-11-30';
    const byCurator = await tileOf('By curator');
    expect(byCurator('2: Ann Curator, Added, visible now')).toBe(`/advertisements/?${month}&created_by=7`);
    expect(byCurator('1: Ann Curator, Added, not visible now')).toBe(
      `/advertisements/invisible?${month}&created_by=7`,
    );
    expect(byCurator('3: Ann Curator, Published, visible now')).toBe(
      '/advertisements/?published=2026-11-01..2026-11-30&published_by=7',
    );
    expect(byCurator('4: System, Added, visible now')).toBe(`/advertisements/?${month}&created_by=none`);
    const weekly = await tileOf('Ads added and published');
    expect(weekly('6: 2026-11-02, Published, visible now')).toBe(
      '/advertisements/?published=2026-11-02..2026-11-08',
    );
    expect(weekly('Ads published: 6')).toBe('/advertisements/?published=2026-11-01..2026-11-30');
  });
  it("links each customer tile's weekly bars and figures to the customers list with the event and its days", async () => {
    const week = '2026-11-02..2026-11-08';
    const weekly = (tile: string, columns: string[], figures: string[]) =>
      answer(tile, {
        figures: figures.map((key) => ({ key, label: `Fig ${key}`, value: 3, previous: 1 })),
        table: {
          rowLabel: 'Week',
          columns: columns.map((key) => ({ key, label: `Col ${key}` })),
          rows: [{ key: week, label: '2026-11-02', values: Object.fromEntries(columns.map((c) => [c, 2])) }],
        },
      });
    const answers: Record<string, InsightAnswer> = {
      'subscription-changes': weekly(
        'subscription-changes',
        ['new', 'churned', 'reactivated'],
        ['new', 'churned', 'reactivated'],
      ),
      'trial-conversion': weekly(
        'trial-conversion',
        ['started', 'converted'],
        ['started', 'converted', 'rate'],
      ),
      'full-access': weekly('full-access', ['granted'], ['granted', 'holders']),
      'member-signins': weekly('member-signins', ['members'], ['signed_in']),
    };
    fetchMock.mockImplementation((url: string) => {
      const tile = /\/api\/insights\/([\w-]+)/.exec(url)?.[1] ?? '';
      const data = answers[tile] ?? answer(tile);
      return Promise.resolve(apiAnswer(200, { success: true, data }));
    });
    renderWithProviders(<InsightsPanel staffRole="super" targets={targets} />);
    const range = '2026-11-01..2026-11-30';
    const expected: [string, Record<string, string | null>, Record<string, string | null>][] = [
      [
        'New, churned and reactivated',
        { new: 'started', churned: 'churned', reactivated: 'reactivated' },
        { new: 'started', churned: 'churned', reactivated: 'reactivated' },
      ],
      [
        'Trial to active',
        { started: 'trial_started', converted: 'trial_converted' },
        { started: 'trial_started', converted: 'trial_converted' },
      ],
      ['Full-access grants', { granted: 'full_access_granted' }, { granted: 'full_access_granted' }],
    ];
    const events = (event: string, days: string) =>
      `/customers/?subscription_event=${event}&event_days=${encodeURIComponent(days)}`;
    const tileOf = async (title: string) => {
      const section = (await screen.findByRole('heading', { name: title })).closest('section');
      if (!section) throw new Error(`no tile ${title}`);
      await within(section).findAllByText(/^Fig /);
      fireEvent.click(within(section).getByRole('radio', { name: 'Table' }));
      return section;
    };
    for (const [title, columns, figures] of expected) {
      const section = await tileOf(title);
      for (const [column, event] of Object.entries(columns))
        expect(
          within(section)
            .getByRole('link', { name: `2: 2026-11-02, Col ${column}` })
            .getAttribute('href'),
        ).toBe(events(event as string, week));
      // the trial tile shows each count twice: as its figure and in the rate's division
      for (const [key, event] of Object.entries(figures))
        for (const link of within(section).getAllByRole('link', { name: `Fig ${key}: 3` }))
          expect(link.getAttribute('href'), `${title} ${key}`).toBe(events(event as string, range));
    }
    // the rate is the division of its two linked counts: "3 fig ÷ 3 fig = 3 %"
    const trials = await tileOf('Trial to active');
    const rate = within(trials).getByText('Fig rate').parentElement;
    if (!rate) throw new Error('no rate');
    expect(rate.textContent).toContain('÷');
    expect(
      within(rate)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([events('trial_converted', range), events('trial_started', range)]);
    const grants = await tileOf('Full-access grants');
    expect(within(grants).getByRole('link', { name: 'Fig holders: 3' }).getAttribute('href')).toBe(
      '/customers/?full_access=true',
    );
    const signins = await tileOf('Members signing in');
    expect(
      within(signins).getByRole('link', { name: '2: 2026-11-02, Col members' }).getAttribute('href'),
    ).toBe(`/customers/?signed_in=${encodeURIComponent(week)}`);
    expect(within(signins).getByRole('link', { name: 'Fig signed_in: 3' }).getAttribute('href')).toBe(
      `/customers/?signed_in=${encodeURIComponent(range)}`,
    );
  });

  it("links each week of active subscriptions to the list by plan and Active on the week's last day", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const day = (t: number) => new Date(t).toISOString().slice(0, 10);
    const monday = (iso: string) => {
      const t = Date.parse(`${iso}T00:00:00Z`);
      return day(t - ((new Date(t).getUTCDay() + 6) % 7) * 86_400_000);
    };
    const thisWeek = monday(today);
    const lastWeek = day(Date.parse(`${thisWeek}T00:00:00Z`) - 7 * 86_400_000);
    const lastSunday = day(Date.parse(`${thisWeek}T00:00:00Z`) - 86_400_000);
    const plans = answer('active-plans', {
      range: { from: lastWeek, to: today, previous_from: '2020-01-01', previous_to: '2020-01-07' },
      figures: [{ key: 'monthly', label: 'Monthly', value: 4, previous: 3 }],
      table: {
        rowLabel: 'Week',
        columns: [{ key: 'monthly', label: 'Monthly' }],
        rows: [
          { key: lastWeek, label: lastWeek, values: { monthly: 3 } },
          { key: thisWeek, label: thisWeek, values: { monthly: 4 } },
        ],
      },
    });
    fetchMock.mockImplementation((url: string) => {
      const tile = /\/api\/insights\/([\w-]+)/.exec(url)?.[1] ?? '';
      return Promise.resolve(
        apiAnswer(200, { success: true, data: tile === 'active-plans' ? plans : answer(tile) }),
      );
    });
    renderWithProviders(<InsightsPanel staffRole="super" targets={targets} />);
    const section = (await screen.findByRole('heading', { name: 'Active subscriptions per plan' })).closest(
      'section',
    );
    if (!section) throw new Error('no tile');
    await within(section).findByRole('link', { name: 'Monthly: 4' });
    fireEvent.click(within(section).getByRole('radio', { name: 'Table' }));
    // the week that ends today: today's count, by status; a past week: Active on its Sunday
    expect(
      within(section)
        .getByRole('link', { name: `4: ${thisWeek}, Monthly` })
        .getAttribute('href'),
    ).toBe('/customers/?role=monthly&subscription_status=active');
    expect(
      within(section)
        .getByRole('link', { name: `3: ${lastWeek}, Monthly` })
        .getAttribute('href'),
    ).toBe(`/customers/?role=monthly&active_on=${lastSunday}`);
  });

  it('lets a slow tile load and a failed one retry while the others show', async () => {
    serve({ hang: 'visibility', fail: 'missing' });
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />);
    expect(await screen.findByLabelText('Loading Visible and not visible')).toBeTruthy();
    const failed = await screen.findByRole('alert');
    expect(within(failed).getByText('Could not load Missing what curators add')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Fashion × Humor: 2 visible ads' })).toBeTruthy();
    serve();
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Could not load Missing what curators add')).toBeNull());
  });

  it('says so when a tile has nothing in the range', async () => {
    serve({ empty: 'subscription-changes' });
    renderWithProviders(<InsightsPanel staffRole="super" targets={targets} />);
    expect(await screen.findByText('No customer started, churned or came back in this range.')).toBeTruthy();
  });

  it('shows the change on the previous period, a summary and the table view', async () => {
    serve();
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />);
    const tile = (await screen.findByRole('heading', { name: 'Ads added and published' })).closest('section');
    if (!tile) throw new Error('no tile');
    expect(await within(tile).findByText('+50 %')).toBeTruthy();
    expect(within(tile).getByText(/Things: 12 \(\+50 % on the previous period\)/)).toBeTruthy();
    fireEvent.click(within(tile).getByRole('radio', { name: 'Table' }));
    expect(within(tile).getByRole('table', { name: 'Ads added and published' })).toBeTruthy();
    const csv = within(tile).getByRole('button', { name: 'Download CSV of Ads added and published' });
    expect(csv.textContent).toBe('CSV');
  });

  it('shows a figure no one list holds as its parts, each a link into its list with the same filters', async () => {
    const parts = (visible: number, hidden: number) => [
      { key: 'visible', label: 'visible', value: visible },
      { key: 'hidden', label: 'not visible', value: hidden },
    ];
    serve({
      tiles: [
        answer('ads-activity', {
          figures: [{ key: 'added', label: 'Ads added', value: 42, previous: null, parts: parts(30, 12) }],
        }),
        answer('missing', {
          figures: [{ key: 'tags', label: 'No tags', value: 5, previous: null, parts: parts(2, 3) }],
        }),
        answer('collection-progress', {
          figures: [
            { key: 'collections', label: "This month's collections", value: 3, previous: null },
            { key: 'ads', label: 'Ads in them', value: 9, previous: null, parts: parts(7, 2) },
            { key: 'visible', label: 'Of which visible', value: 7, previous: null },
          ],
        }),
        answer('stale-collections', {
          figures: [{ key: 'stale', label: 'No new ads for 4 weeks', value: 5, previous: null }],
        }),
      ],
    });
    const collections = {
      dated: (m: string) => `/collections/?month=${m}`,
      stale: (w: number) => `/collections/?stale_weeks=${w}`,
    };
    renderWithProviders(<InsightsPanel staffRole="super" targets={{ ...targets, collections }} />);
    const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await href('Ads added, visible: 30')).toBe('/advertisements/?created=2026-11-01..2026-11-30');
    expect(await href('Ads added, not visible: 12')).toBe(
      '/advertisements/invisible?created=2026-11-01..2026-11-30',
    );
    expect(screen.queryByRole('link', { name: 'Ads added: 42' })).toBeNull();
    expect(await href('No tags, not visible: 3')).toBe('/advertisements/invisible?missing=tags');
    // this month is the answer's (the server's today: the range's last day)
    expect(await href('Ads in them, visible: 7')).toBe('/advertisements/?collection_month=2026-11');
    expect(await href('Ads in them, not visible: 2')).toBe(
      '/advertisements/invisible?collection_month=2026-11',
    );
    expect(await href('Of which visible: 7')).toBe('/advertisements/?collection_month=2026-11');
    expect(await href("This month's collections: 3")).toBe('/collections/?month=2026-11');
    expect(await href('No new ads for 4 weeks: 5')).toBe('/collections/?stale_weeks=4');
    // read as one line: "= 30 visible + 12 not visible"
    const line = (await screen.findByRole('link', { name: 'Ads added, visible: 30' })).closest(
      'span',
    )?.parentElement;
    expect(line?.textContent).toBe('= 30 visible + 12 not visible');
  });

  it("leaves an admin's collection figures as text: the collections screen is super's", async () => {
    serve({
      tiles: [
        answer('collection-progress', {
          figures: [{ key: 'collections', label: "This month's collections", value: 3, previous: null }],
        }),
      ],
    });
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />);
    expect(await screen.findByText(/This month's collections: 3/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: "This month's collections: 3" })).toBeNull();
  });

  it('says the counts no list holds in the summary, not as figures', async () => {
    serve({
      tiles: [
        answer('curators', {
          figures: [{ key: 'added', label: 'Ads added', value: 4, previous: null }],
          notes: [{ key: 'curators', label: 'Curators at work', value: 2 }],
        }),
      ],
    });
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />);
    expect(await screen.findByText(/Ads added: 4; Curators at work: 2\./)).toBeTruthy();
    expect(screen.queryByText('Curators at work')).toBeNull();
  });

  it('keeps the range in the URL and asks the ranged tiles again', async () => {
    serve();
    renderWithProviders(<InsightsPanel staffRole="admin" targets={targets} />, { route: '/?range=7d' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => u.includes('ads-activity?range=7d'))).toBe(true),
    );
    fireEvent.click(screen.getByRole('radio', { name: '12 months' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => u.includes('ads-activity?range=12m'))).toBe(true),
    );
  });
});

describe('figures', () => {
  it('writes the change as +N %, −N % or ±0 %, and nothing without a base', () => {
    expect(changeText({ value: 112, previous: 100 })).toBe('+12 %');
    expect(changeText({ value: 95, previous: 100 })).toBe('−5 %');
    expect(changeText({ value: 3, previous: 3 })).toBe('±0 %');
    expect(changeText({ value: 3, previous: 0 })).toBeNull();
    expect(changeText({ value: 3, previous: null })).toBeNull();
  });

  it('downloads the table as CSV, a formula-looking label defused', () => {
    const csv = csvOf(
      answer('curators', {
        table: {
          rowLabel: 'Curator',
          columns: [{ key: 'added', label: 'Added' }],
          rows: [
            { key: 'a', label: 'ada@example.com', values: { added: 2 } },
            { key: 'b', label: '=cmd, "x"', values: {} },
          ],
        },
      }),
    );
    expect(csv).toBe('Curator,Added\r\nada@example.com,2\r\n"\'=cmd, ""x""",0\r\n');
  });
});
