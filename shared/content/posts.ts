import type { PostInput } from '../api/posts.ts';
import { coverImage } from './project-covers.ts';

/**
 * The three built-in Insights posts: seeded on first start (api/db/seed.ts) so a fresh install
 * shows the section filled. A case study names its project by title; the seed links it by id.
 */
export interface SeedPost extends Omit<PostInput, 'projectId' | 'status' | 'publishAt' | 'slug'> {
  slug: string;
  author: { name: string; role: string };
  /** Days before the first start that the post counts as published. */
  publishedDaysAgo: number;
  projectTitle?: string;
}

const pageSpeed: SeedPost = {
  title: 'How fast is fast enough? Page speed for small businesses in Jabalpur',
  slug: 'page-speed-for-small-businesses',
  excerpt:
    'Most of your customers open your website on a budget Android phone over a patchy 4G signal. Here is what makes a page feel instant for them, and a checklist you can run this week.',
  kind: 'article',
  tags: ['performance', 'web development'],
  coverImage: coverImage('page-speed'),
  coverAlt: 'A speed gauge beside a website loading on a laptop and a phone',
  author: { name: 'Ritika Dubey', role: 'Lead Web Developer' },
  publishedDaysAgo: 21,
  body: `When we measure the websites of shops, clinics and schools around Jabalpur, the same picture comes back: the site looks fine on the owner's laptop in the office, and takes eight to twelve seconds to show anything on a customer's phone at Gorakhpur market. That gap is where enquiries are lost.

## Who is actually visiting

Look at your own analytics before deciding anything. For most local businesses we work with:

- **Seven or eight visits in ten come from phones**, usually Android handsets in the ₹8,000 to ₹15,000 range.
- The connection is 4G on paper, but inside a shop or a basement clinic it behaves like a slow 3G line: high latency, frequent drops.
- Many visitors arrive from a WhatsApp link or a Google Maps listing, glance for a few seconds, and decide whether to call.

A page that is "fast on Wi-Fi" tells you very little. Test on a mid-range phone, on mobile data, away from the router.

## The three numbers that matter

Google's Core Web Vitals are a good, free yardstick, and they match what visitors feel:

| Measure | What it means for a visitor | Aim for |
|:--|:--|--:|
| Largest Contentful Paint | When the main picture or heading appears | under 2.5 s |
| Interaction to Next Paint | How quickly a tap on a button responds | under 200 ms |
| Cumulative Layout Shift | Whether the page jumps while loading | under 0.1 |

You can see your numbers for free in PageSpeed Insights or in the Search Console report for your domain.

## Where the seconds go

In almost every slow site we audit, the same few things account for most of the delay:

1. **Photographs straight from the camera.** A 4 MB JPEG of your showroom, shrunk by the browser to a 400-pixel box. Export pictures at the size they are shown, in WebP or AVIF, and give the browser two or three sizes to choose from.
2. **Too much JavaScript.** Sliders, chat widgets, three analytics tools and a page builder's whole library, all loaded before the first word appears. Every script has to be downloaded *and* run on a slow phone processor.
3. **Web fonts that block the text.** Use one family, two weights at most, and let the text show in a system font while it loads.
4. **Cheap shared hosting far away.** A server in the US adds a quarter of a second to every request. Hosting in Mumbai or behind a CDN with an Indian edge makes a visible difference.

> A good rule of thumb: if the page is heavier than the brochure PDF you send on WhatsApp, something is wrong.

## A checklist for this week

You do not need a rebuild to improve. Start here:

- Open your home page on a real phone with mobile data and time it with a stopwatch.
- Replace the five largest images with properly sized WebP files.
- Remove any plugin or widget that nobody has used in the last three months.
- Make sure your phone number and address are plain text near the top, not inside an image.
- Check that the contact form works without the page jumping under the visitor's thumb.

If you would like us to measure your site and tell you which of these would help most, [request a free quote](/get-started) or look at how we approach [web development](/services/web). We are happy to review a site we did not build.`,
};

const appOrWebsite: SeedPost = {
  title: 'App, website or both? A practical guide for businesses in Madhya Pradesh',
  slug: 'app-or-website-guide',
  excerpt:
    'Every month someone asks us for "an app like Zomato". Often a fast website, a WhatsApp catalogue and UPI payments do the job for a fraction of the cost. Here is how to decide.',
  kind: 'article',
  tags: ['mobile apps', 'strategy', 'e-commerce'],
  coverImage: coverImage('app-or-website'),
  coverAlt: 'A shop website in a browser beside the same shop as a phone app',
  author: { name: 'Aman Tiwari', role: 'Mobile Team Lead' },
  publishedDaysAgo: 9,
  body: `Every month a business owner in Jabalpur, Katni or Satna tells us they need "an app". Sometimes they do. More often, what they need is for customers to find them, see what they sell, and pay or book without a phone call. Before you spend on an app, answer four questions honestly.

## 1. Will customers use it more than once a month?

People install apps for things they do often: ordering groceries, checking crop prices, booking a weekly class. For something a customer needs once a year, such as a wedding photographer or a property dealer, very few will install anything. A website they can open from Google or a WhatsApp link is the right tool.

## 2. Do you need the phone's own features?

An app earns its cost when it uses what only an installed app can do well:

- working **offline** and syncing later (field staff, villages with weak signal);
- **notifications** that bring people back (order status, appointment reminders);
- the camera, GPS or Bluetooth in ways a browser cannot.

If none of these apply, a well-built website does the same job, works on every phone and needs no Play Store approval.

## 3. Who will keep it running?

An app is not finished at launch. Android and iOS change every year, and an app that is not updated starts showing warnings or stops working. Budget roughly **15 to 20 percent of the build cost every year** for updates, store fees and support. A website needs upkeep too, but far less.

## 4. What does the money buy first?

Here is how we usually suggest splitting a first-year budget for a shop or service business:

| Stage | What to build | Typical cost |
|:--|:--|--:|
| First | A fast website with your products or services, Google Business Profile, WhatsApp and UPI links | ₹40,000 to ₹1,20,000 |
| Next | Online ordering or booking on the same website | ₹60,000 to ₹2,00,000 |
| Later | An app, once repeat customers ask for one | ₹2,50,000 and up |

The figures vary with the work, but the order rarely does. A website that already brings in orders also tells you, from real numbers, whether an app would pay for itself.

## When an app is clearly right

We built the [Kisan Mandi Price Tracker](/insights/kisan-mandi-offline-first-case-study) as an app from day one, because farmers open it every morning, often with no signal in the field, and expect yesterday's prices to be there anyway. That is the kind of daily, offline use that justifies an app.

> Build what your customers will use this month, not what a competitor might build next year.

## Where to start

Write down the three things a customer most often phones you for. If all three can be answered by a page, start with a website. If one of them needs the phone to work offline or to remind the customer later, talk to us about an app.

You can [tell us about your project](/get-started) and we will suggest the smallest thing worth building first, whether or not it is an app.`,
};

const kisanMandi: SeedPost = {
  title: 'Kisan Mandi Price Tracker: daily crop prices that work without a signal',
  slug: 'kisan-mandi-offline-first-case-study',
  excerpt:
    'How we built an Android and iOS app that shows mandi prices from across Madhya Pradesh every morning, even in fields with no network, and why we designed it offline first.',
  kind: 'case_study',
  tags: ['mobile apps', 'offline', 'agriculture'],
  coverImage: coverImage('kisan-mandi'),
  coverAlt: 'Phone screens of the Kisan Mandi app listing wheat and soybean prices by mandi',
  author: { name: 'Aman Tiwari', role: 'Mobile Team Lead' },
  publishedDaysAgo: 3,
  projectTitle: 'Kisan Mandi Price Tracker',
  body: `Farmers around Jabalpur, Narsinghpur and Sehore decide every morning whether to take their wheat, gram or soybean to the nearest mandi or to wait. The price at three or four mandis within reach makes a real difference to what a trolley load earns. Until this app, that information came from a phone call to a commission agent or from yesterday's newspaper.

## The brief

A farmer producer organisation asked us for an app that would:

- show the day's modal, minimum and maximum prices for the crops its members grow, at the mandis they can reach;
- work in Hindi first, with English as an option;
- keep working in the field, where the signal comes and goes;
- run well on the inexpensive phones most members own.

## Offline first, not offline as an afterthought

The most important decision came before any screen was drawn: the app reads from a database on the phone, never directly from the network. A background sync fetches new prices whenever a connection is available, usually early in the morning or in the evening at home, and the screens show what is stored, with the time of the last update in plain words ("prices from today, 6:40 am").

This meant the app opens instantly, even in flight mode, and a dropped signal never shows a spinner or an error. We used SQLite on the device, with a small sync endpoint that sends only what changed since the phone last asked:

\`\`\`ts
// The phone sends the newest price it holds; the server answers only what is newer.
const changes = await api.get('/prices', { params: { since: lastSyncedAt, mandis: followed } });
await db.transaction(async (tx) => {
  for (const price of changes) await tx.upsert('prices', price);
});
\`\`\`

## Designed for the people using it

We tested early versions with members at two village meetings. What we changed as a result:

1. **Bigger numbers, fewer words.** The price per quintal is the largest thing on the screen; crop names use the words farmers use locally.
2. **A comparison view.** One crop, several mandis, side by side, with the distance to each. This became the most used screen.
3. **A price alert.** Members set a price for their crop and get a notification when any followed mandi reaches it.

> "Now I know before I load the trolley." - a member in Patan tehsil, after the first month

## Results after the first season

| Measure | Result |
|:--|--:|
| Members using it weekly | 2,300 |
| Average time to open and see prices | 0.8 s |
| Share of sessions with no network | 41% |
| Crash-free sessions | 99.6% |

The share of sessions with no network surprised even us: four in ten. Without the offline-first design, those would all have been failures.

## What we would do again

Building the data layer before the screens cost us two extra weeks at the start and saved far more later: every new feature, from alerts to the comparison view, simply read the local database. If your users work in the field, on farms, at construction sites or on delivery routes, start from the same place.

See the project in our [mobile portfolio](/portfolio/mobile), or [tell us about yours](/get-started).`,
};

export const defaultPosts: SeedPost[] = [pageSpeed, appOrWebsite, kisanMandi];
