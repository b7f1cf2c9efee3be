import type { ServiceInput } from '../api/services.ts';
import { coreServices } from './core-services.ts';

/** The six services of spec §3 with their starting prices (INR); fallback when the API is down. */
export const defaultServices: ServiceInput[] = [
  ...coreServices,
  {
    name: 'SEO & Digital Marketing',
    description: 'Search visibility, content and campaigns that bring the right customers to you.',
    features: ['Keyword research', 'Local SEO', 'Social media campaigns', 'Monthly reports'],
    subServices: ['Technical SEO', 'Local SEO', 'Social media marketing', 'Paid campaigns'],
    pricing: { startingPrice: 8000, currency: 'INR', billingCycle: 'monthly' },
    icon: 'TrendingUp',
    category: 'marketing',
    isActive: true,
    isFeatured: false,
    order: 4,
  },
  {
    name: 'E-commerce Solutions',
    description: 'Online stores with payments, inventory and shipping that are easy to run.',
    features: ['Payment gateways', 'Inventory management', 'Order tracking', 'GST invoices'],
    subServices: ['Storefront build', 'Payment integration', 'Marketplace integration', 'Store migration'],
    pricing: { startingPrice: 25000, currency: 'INR', billingCycle: 'project-based' },
    icon: 'ShoppingCart',
    category: 'ecommerce',
    isActive: true,
    isFeatured: false,
    order: 5,
  },
  {
    name: 'Cloud Services',
    description: 'Hosting, backups and monitoring on reliable cloud infrastructure.',
    features: ['Managed hosting', 'Daily backups', 'Uptime monitoring', 'SSL certificates'],
    subServices: ['Cloud hosting', 'Migration', 'Backups & monitoring', 'DevOps consulting'],
    pricing: { startingPrice: 12000, currency: 'INR', billingCycle: 'monthly' },
    icon: 'Cloud',
    category: 'cloud',
    isActive: true,
    isFeatured: false,
    order: 6,
  },
];
