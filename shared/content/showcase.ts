/** Built-in project cards of the web, design and mobile portfolio pages (spec §2). */
export interface ShowcaseProject {
  id: string;
  category: string;
  title: string;
  summary: string;
  description: string;
  features: string[];
}

export const webShowcase: ShowcaseProject[] = [
  {
    id: 'tourism-portal',
    category: 'Tourism Website',
    title: 'Marble Rocks Tourism Portal',
    summary: 'Bookings and travel guides for Bhedaghat.',
    description:
      'A bilingual booking site for boat rides, guided tours and homestays around the Marble Rocks. Visitors compare slots, pay online and receive a ticket on WhatsApp; operators manage capacity from a simple dashboard.',
    features: ['Hindi and English interface', 'Online payments with UPI', 'Seat and slot management', 'WhatsApp ticket delivery'],
  },
  {
    id: 'clinic-appointments',
    category: 'Healthcare Platform',
    title: 'CityCare Clinic Appointments',
    summary: 'Appointment booking for a multi-speciality clinic.',
    description:
      'Patients choose a doctor and a time in three taps, get reminders by SMS and WhatsApp, and reschedule without calling. Reception staff see the whole day at a glance and missed appointments dropped sharply.',
    features: ['Doctor-wise schedules', 'Automatic reminders', 'Self-service rescheduling', 'Daily reports for reception'],
  },
  {
    id: 'grocery-store',
    category: 'E-commerce',
    title: 'Narmada Fresh Grocery Store',
    summary: 'An online store for a local grocery chain.',
    description:
      'A fast storefront with live stock from three branches, UPI and card payments and same-day delivery slots. Riders follow optimised routes and customers track their order live.',
    features: ['Live stock across branches', 'UPI and card payments', 'Delivery slot booking', 'Live order tracking'],
  },
];

export const designShowcase: ShowcaseProject[] = [
  {
    id: 'handloom-identity',
    category: 'Brand Identity',
    title: 'Gondwana Handloom Brand Identity',
    summary: 'Logo, packaging and a design system for weavers.',
    description:
      'A visual identity rooted in Gond art for a weavers’ cooperative: a logo, a colour system, packaging and an online catalogue style that buyers now recognise instantly.',
    features: ['Logo and visual identity', 'Packaging design', 'Catalogue templates', 'Brand guidelines'],
  },
  {
    id: 'school-app-ux',
    category: 'UI/UX Design',
    title: 'School Connect Experience',
    summary: 'A calm, clear app for busy parents.',
    description:
      'User research with forty parents shaped an interface that puts today’s homework, attendance and fees first, with large text and simple Hindi labels for every screen.',
    features: ['Parent interviews and personas', 'Clickable prototype', 'Accessible colour palette', 'Bilingual design system'],
  },
  {
    id: 'cafe-menu',
    category: 'Marketing Creative',
    title: 'Chai Point Menu and Social Kit',
    summary: 'Menus, signage and social templates for a café chain.',
    description:
      'A playful illustration style carried across printed menus, shop signage and a library of social media templates the café team edits themselves.',
    features: ['Menu and signage design', 'Illustration set', 'Social media templates', 'Print-ready files'],
  },
];

export const mobileShowcase: ShowcaseProject[] = [
  {
    id: 'mandi-tracker',
    category: 'Agriculture App',
    title: 'Kisan Mandi Price Tracker',
    summary: 'Daily crop prices that work offline.',
    description:
      'An Android and iOS app showing daily crop prices from mandis across Madhya Pradesh. Prices sync whenever a signal appears and stay readable offline in the field.',
    features: ['Offline-first sync', 'Price alerts', 'Voice search in Hindi', 'Works on low-end phones'],
  },
  {
    id: 'school-connect',
    category: 'Education App',
    title: 'School Connect Parent App',
    summary: 'Attendance, homework and fees in one app.',
    description:
      'A Flutter app for a school group: parents see attendance, homework and circulars, pay fees and message teachers, with push notifications for anything urgent.',
    features: ['Push notifications', 'Fee payments', 'Teacher messaging', 'Multi-child accounts'],
  },
  {
    id: 'fitness-tracker',
    category: 'Health App',
    title: 'FitJabalpur Gym Companion',
    summary: 'Workout plans and check-ins for a gym chain.',
    description:
      'Members book classes, follow workout plans made by their trainer and check in with a QR code. Trainers track progress and send plans from a tablet.',
    features: ['Class booking', 'QR check-in', 'Trainer-made plans', 'Progress charts'],
  },
];
