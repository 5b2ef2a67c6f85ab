// Word lists for the demo data. Kept apart from seed.ts so the generator reads as logic.

export const LOCALES = [
  "en-US",
  "en-GB",
  "de-DE",
  "fr-FR",
  "es-ES",
  "es-MX",
  "it",
  "ja",
  "ko",
  "zh-Hans",
  "zh-Hant",
  "pt-BR",
  "nl-NL",
  "sv",
] as const;

/** A short localized tagline per locale, so localizations visibly differ. */
export const TAGLINES: Record<string, string> = {
  "en-US": "Plan it, track it, love it",
  "en-GB": "Plan it, track it, love it",
  "de-DE": "Planen, verfolgen, genießen",
  "fr-FR": "Planifiez, suivez, profitez",
  "es-ES": "Planifica, sigue, disfruta",
  "es-MX": "Planea, sigue, disfruta",
  it: "Pianifica, segui, goditi",
  ja: "計画して、記録して、楽しもう",
  ko: "계획하고, 기록하고, 즐기세요",
  "zh-Hans": "计划、记录、享受",
  "zh-Hant": "計畫、記錄、享受",
  "pt-BR": "Planeje, acompanhe, aproveite",
  "nl-NL": "Plan, volg, geniet",
  sv: "Planera, följ, njut",
};

// Weighted towards where apps like these sell; codes are ASC TerritoryCode values.
export const TERRITORIES = [
  "USA",
  "USA",
  "USA",
  "USA",
  "GBR",
  "GBR",
  "DEU",
  "DEU",
  "FRA",
  "JPN",
  "JPN",
  "CAN",
  "AUS",
  "ESP",
  "ITA",
  "BRA",
  "MEX",
  "NLD",
  "KOR",
  "SWE",
  "CHE",
] as const;

export const CURRENCY_BY_TERRITORY: Record<string, string> = {
  USA: "USD",
  GBR: "GBP",
  DEU: "EUR",
  FRA: "EUR",
  JPN: "JPY",
  CAN: "CAD",
  AUS: "AUD",
  ESP: "EUR",
  ITA: "EUR",
  BRA: "BRL",
  MEX: "MXN",
  NLD: "EUR",
  KOR: "KRW",
  SWE: "SEK",
  CHE: "CHF",
};

/** Two-letter country codes as used in Sales and Trends reports. */
export const COUNTRY_CODE: Record<string, string> = {
  USA: "US",
  GBR: "GB",
  DEU: "DE",
  FRA: "FR",
  JPN: "JP",
  CAN: "CA",
  AUS: "AU",
  ESP: "ES",
  ITA: "IT",
  BRA: "BR",
  MEX: "MX",
  NLD: "NL",
  KOR: "KR",
  SWE: "SE",
  CHE: "CH",
};

// Rating -> cumulative weight; real stores skew to 5 stars with a bump at 1.
export const RATING_WEIGHTS: readonly [number, number][] = [
  [5, 0.45],
  [4, 0.67],
  [3, 0.79],
  [2, 0.87],
  [1, 1],
];

export const REVIEW_TEXT: Record<number, { titles: string[]; bodies: string[] }> = {
  5: {
    titles: ["Love it", "Exactly what I needed", "Best app in its class", "Five stars", "Use it every day"],
    bodies: [
      "Clean design and it just works. Worth every cent.",
      "I tried five alternatives and this is the one I kept.",
      "The latest update made it even faster. Great job!",
      "Simple, reliable and no annoying ads.",
    ],
  },
  4: {
    titles: ["Very good", "Almost perfect", "Solid app", "Great with one wish"],
    bodies: [
      "Does everything I need. A dark mode for the widgets would make it perfect.",
      "Really good, though syncing can take a moment.",
      "Nice app; I would love an export to CSV.",
    ],
  },
  3: {
    titles: ["It's okay", "Mixed feelings", "Decent but"],
    bodies: [
      "Works, but the new layout hides the features I use most.",
      "Good idea, a bit rough around the edges.",
      "Fine for basics. Missing a few things competitors have.",
    ],
  },
  2: {
    titles: ["Disappointed", "Was better before", "Needs work"],
    bodies: [
      "Since the last update it logs me out every day.",
      "Too many steps for simple things.",
      "The subscription price went up without new features.",
    ],
  },
  1: {
    titles: ["Crashes constantly", "Lost my data", "Do not buy", "Broken after update"],
    bodies: [
      "Crashes on launch on my iPhone since the update.",
      "Sync deleted a month of entries. Support never answered.",
      "Charged twice and the app does not restore purchases.",
    ],
  },
};

export const RESPONSES = [
  "Thank you for the kind words! We're glad it helps.",
  "Thanks for the feedback. This is on our roadmap for an upcoming release.",
  "Sorry about the trouble! Please update to the latest version and contact support@example.com so we can help.",
  "We fixed this issue in the latest update. Thanks for your patience!",
];

export const NICKNAME_PARTS = {
  first: ["Happy", "Trail", "Night", "Coffee", "Quiet", "Busy", "Urban", "Sunny", "Lazy", "Curious", "Swift", "Mountain"],
  second: ["Hiker", "Owl", "Panda", "Reader", "Planner", "Fox", "Runner", "Nomad", "Otter", "Dreamer", "Coder", "Parent"],
};

/**
 * Apple's summaries of recent reviews (`customerReviewSummarizations`) per storefront and
 * language, in the voice Apple writes them: a short paragraph over the themes of the reviews
 * above. By demo app (demo-account.json order); an app Apple has too few reviews of for one (the
 * third) has none.
 */
export const REVIEW_SUMMARIES: { territory: string; locale: string; text: string }[][] = [
  [
    {
      territory: "USA",
      locale: "en-US",
      text: "Users find the app clean, simple and reliable for planning and tracking, and many use it every day. Several would like a dark mode for the widgets and an export to CSV. Some report crashes on launch and being logged out since the latest update, and a few say syncing lost entries and support was slow to answer.",
    },
    {
      territory: "GBR",
      locale: "en-GB",
      text: "Reviewers praise the tidy design and say the app simply works, with no intrusive adverts. Requests include a dark mode for the widgets and a CSV export. Some mention crashes after the latest update, sync taking a moment, and a subscription price rise without new features.",
    },
    {
      territory: "DEU",
      locale: "de-DE",
      text: "Nutzer loben das übersichtliche Design und die Zuverlässigkeit der App im Alltag. Gewünscht werden ein dunkler Modus für die Widgets und ein CSV-Export. Einige berichten seit dem letzten Update von Abstürzen beim Start und wiederholten Abmeldungen.",
    },
    {
      territory: "JPN",
      locale: "ja",
      text: "シンプルで使いやすく、毎日使っているという声が多く寄せられています。ウィジェットのダークモードやCSVエクスポートを望む声もあります。一方で、最新のアップデート以降に起動時のクラッシュや同期の遅さを指摘するレビューも見られます。",
    },
  ],
  [
    {
      territory: "USA",
      locale: "en-US",
      text: "Users say the app does everything they need and is simple to use without ads. Many ask for an export to CSV. Some were charged twice or could not restore purchases, some dislike the new layout and the extra steps for simple tasks, and a few report crashes since the last update.",
    },
  ],
  [],
];
