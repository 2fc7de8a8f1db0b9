import type { MessageDescriptor } from 'react-intl';
import type { Params } from 'react-router-dom';
import type { AppThunk } from '../hooks';
import { routeTitles as t } from '../../lib/routeMessages';
import { lazyPage, type LazyPage } from './lazyPage';
import { isOrderReference, isSlug } from './paramRules';

export type Layout = 'default' | 'cart';

/** The route middlewares RouteElement knows: 'auth' needs a logged-in shopper, 'guest' a visitor. */
export const GUARDS = ['auth', 'guest'] as const;
export type Guard = (typeof GUARDS)[number];

/**
 * An unknown route guard is an error: a route naming a guard RouteElement does not know would
 * otherwise open to everyone, so the app refuses to start instead, saying which.
 */
export function checkRouteGuards(routes: readonly AppRoute[], parentPath = ''): void {
  for (const route of routes) {
    const path = parentPath && !route.path.startsWith('/') ? `${parentPath}/${route.path}` : route.path;
    if (route.guard !== undefined && !(GUARDS as readonly unknown[]).includes(route.guard))
      throw new Error(
        `Route "${path}" names an unknown route middleware (guard) "${String(route.guard)}"; known guards: ${GUARDS.join(', ')}`,
      );
    if (route.children) checkRouteGuards(route.children, path);
  }
}

export interface AppRoute {
  path: string;
  page: LazyPage;
  /** Route metadata: the document title (values come from the route's params). */
  title: MessageDescriptor;
  layout?: Layout;
  guard?: Guard;
  /**
   * 'server': a public page the storefront's server renders to HTML with its data (the same for every
   * visitor, so a CDN may cache it). Other pages need the session the browser keeps: it renders them.
   */
  rendered?: 'server';
  /**
   * The page's main query, started when a navigation to the page begins, beside the page's code
   * (routeData.ts, a small chunk of its own; usePageLoadGate starts it).
   */
  data?: (params: Params) => Promise<AppThunk>;
  /** Params that fail here make the route answer 404 ("Page Not Found: {path}"). */
  validate?: (params: Record<string, string | undefined>) => boolean;
  children?: AppRoute[];
}

const routeData = () => import(/* webpackChunkName: "route-data" */ './routeData');

// Every route of the shop. Each page loads on demand; its webpackChunkName gives it a readable chunk.
export const routeTable: AppRoute[] = [
  {
    path: '/',
    rendered: 'server',
    data: (params) => routeData().then((m) => m.homeData(params)),
    title: t.home,
    page: lazyPage(() => import(/* webpackChunkName: "page-home" */ '../../pages/HomePage')),
  },
  {
    path: '/cart',
    title: t.cart,
    layout: 'cart',
    page: lazyPage(() => import(/* webpackChunkName: "page-cart" */ '../../pages/CartPage')),
  },
  {
    path: '/help',
    rendered: 'server',
    data: () => routeData().then((m) => m.contentPageData({ slug: 'help' })),
    title: t.help,
    page: lazyPage(() => import(/* webpackChunkName: "page-help" */ '../../pages/info/HelpPage')),
  },
  {
    path: '/about',
    rendered: 'server',
    data: () => routeData().then((m) => m.contentPageData({ slug: 'about' })),
    title: t.about,
    page: lazyPage(() => import(/* webpackChunkName: "page-about" */ '../../pages/info/AboutPage')),
  },
  {
    path: '/terms',
    rendered: 'server',
    data: () => routeData().then((m) => m.contentPageData({ slug: 'terms' })),
    title: t.terms,
    page: lazyPage(() => import(/* webpackChunkName: "page-terms" */ '../../pages/info/TermsPage')),
  },
  {
    path: '/privacy',
    rendered: 'server',
    data: () => routeData().then((m) => m.contentPageData({ slug: 'privacy' })),
    title: t.privacy,
    page: lazyPage(() => import(/* webpackChunkName: "page-privacy" */ '../../pages/info/PrivacyPage')),
  },
  {
    path: '/returns',
    rendered: 'server',
    data: () => routeData().then((m) => m.contentPageData({ slug: 'returns' })),
    title: t.returns,
    page: lazyPage(() => import(/* webpackChunkName: "page-returns" */ '../../pages/info/ReturnsPage')),
  },
  {
    path: '/shipping',
    rendered: 'server',
    data: () => routeData().then((m) => m.contentPageData({ slug: 'shipping' })),
    title: t.shipping,
    page: lazyPage(() => import(/* webpackChunkName: "page-shipping" */ '../../pages/info/ShippingPage')),
  },
  {
    path: '/contact',
    rendered: 'server',
    data: () => routeData().then((m) => m.contentPageData({ slug: 'contact' })),
    title: t.contact,
    page: lazyPage(() => import(/* webpackChunkName: "page-contact" */ '../../pages/info/ContactPage')),
  },
  {
    path: '/pages/:slug',
    rendered: 'server',
    data: (params) => routeData().then((m) => m.contentPageData(params)),
    title: t.contentPage,
    validate: ({ slug }) => isSlug(slug),
    page: lazyPage(() => import(/* webpackChunkName: "page-content" */ '../../pages/ContentPage')),
  },
  {
    path: '/search',
    rendered: 'server',
    data: (params) => routeData().then((m) => m.categoryTreeData(params)),
    title: t.search,
    page: lazyPage(() => import(/* webpackChunkName: "page-search" */ '../../pages/SearchPage')),
  },
  {
    path: '/login',
    title: t.login,
    page: lazyPage(() => import(/* webpackChunkName: "page-login" */ '../../pages/LoginPage')),
  },
  {
    path: '/register',
    title: t.register,
    page: lazyPage(() => import(/* webpackChunkName: "page-register" */ '../../pages/RegisterPage')),
  },
  {
    path: '/products',
    rendered: 'server',
    title: t.products,
    guard: 'guest',
    page: lazyPage(() => import(/* webpackChunkName: "page-products" */ '../../pages/ProductsPage')),
  },
  {
    path: '/products/:slug',
    rendered: 'server',
    data: (params) => routeData().then((m) => m.productData(params)),
    title: t.product,
    validate: ({ slug }) => isSlug(slug),
    page: lazyPage(() => import(/* webpackChunkName: "page-product" */ '../../pages/ProductPage')),
  },
  {
    path: '/categories',
    rendered: 'server',
    data: (params) => routeData().then((m) => m.categoryTreeData(params)),
    title: t.categories,
    page: lazyPage(() => import(/* webpackChunkName: "page-categories" */ '../../pages/CategoriesPage')),
  },
  {
    path: '/categories/:slug',
    rendered: 'server',
    data: (params) => routeData().then((m) => m.categoryData(params)),
    title: t.category,
    validate: ({ slug }) => isSlug(slug),
    page: lazyPage(() => import(/* webpackChunkName: "page-category" */ '../../pages/CategoryPage')),
  },
  {
    path: '/collections/:slug',
    rendered: 'server',
    data: (params) => routeData().then((m) => m.collectionData(params)),
    title: t.collection,
    validate: ({ slug }) => isSlug(slug),
    page: lazyPage(() => import(/* webpackChunkName: "page-collection" */ '../../pages/CollectionPage')),
  },
  {
    path: '/checkout',
    title: t.checkout,
    page: lazyPage(() => import(/* webpackChunkName: "page-checkout" */ '../../pages/checkout/CheckoutPage')),
    children: [
      {
        path: 'success',
        title: t.checkoutSuccess,
        page: lazyPage(
          () =>
            import(
              /* webpackChunkName: "page-checkout-success" */ '../../pages/checkout/CheckoutSuccessPage'
            ),
        ),
      },
    ],
  },
  {
    path: '/payment',
    title: t.payment,
    page: lazyPage(() => import(/* webpackChunkName: "page-payment" */ '../../pages/PaymentPage')),
  },
  {
    path: '/payment-callback',
    title: t.paymentCallback,
    page: lazyPage(
      () => import(/* webpackChunkName: "page-payment-callback" */ '../../pages/PaymentCallbackPage'),
    ),
  },
  {
    path: '/order-success',
    title: t.orderSuccess,
    page: lazyPage(() => import(/* webpackChunkName: "page-order-success" */ '../../pages/OrderSuccessPage')),
  },
  {
    path: '/orders',
    title: t.orders,
    page: lazyPage(() => import(/* webpackChunkName: "page-orders" */ '../../pages/OrdersPage')),
  },
  {
    path: '/orders/:number',
    title: t.order,
    validate: ({ number }) => isOrderReference(number),
    page: lazyPage(() => import(/* webpackChunkName: "page-order" */ '../../pages/OrderPage')),
  },
  {
    path: '/orders-backup',
    title: t.ordersBackup,
    page: lazyPage(() => import(/* webpackChunkName: "page-orders-backup" */ '../../pages/OrdersBackupPage')),
  },
  {
    path: '/wishlist',
    title: t.wishlist,
    page: lazyPage(() => import(/* webpackChunkName: "page-wishlist" */ '../../pages/WishlistPage')),
  },
  {
    path: '/profile',
    title: t.profile,
    guard: 'auth',
    page: lazyPage(() => import(/* webpackChunkName: "page-profile" */ '../../pages/ProfilePage')),
  },
  {
    path: '/payment-test',
    title: t.paymentTest,
    guard: 'auth',
    page: lazyPage(
      () => import(/* webpackChunkName: "page-payment-test" */ '../../diagnostics/pages/PaymentTestPage'),
    ),
  },
  {
    path: '/payment-debug',
    title: t.paymentDebug,
    guard: 'auth',
    page: lazyPage(
      () => import(/* webpackChunkName: "page-payment-debug" */ '../../diagnostics/pages/PaymentDebugPage'),
    ),
  },
  {
    path: '/admin/payment-gateway-check',
    title: t.gatewayCheck,
    guard: 'auth',
    page: lazyPage(
      () => import(/* webpackChunkName: "page-gateway-check" */ '../../diagnostics/pages/GatewayCheckPage'),
    ),
  },
  {
    path: '/docs/payment-troubleshooting',
    title: t.paymentTroubleshooting,
    page: lazyPage(
      () =>
        import(
          /* webpackChunkName: "page-payment-troubleshooting" */ '../../pages/info/PaymentTroubleshootingPage'
        ),
    ),
  },
  {
    path: '/aurora-test',
    title: t.auroraTest,
    page: lazyPage(
      () => import(/* webpackChunkName: "page-aurora-test" */ '../../diagnostics/gallery/AuroraTestPage'),
    ),
  },
  {
    path: '/button-test',
    title: t.buttonTest,
    page: lazyPage(
      () => import(/* webpackChunkName: "page-button-test" */ '../../diagnostics/gallery/ButtonTestPage'),
    ),
  },
  {
    path: '/header-test',
    title: t.headerTest,
    page: lazyPage(
      () => import(/* webpackChunkName: "page-header-test" */ '../../diagnostics/gallery/HeaderTestPage'),
    ),
  },
  {
    path: '/user-menu-test',
    title: t.userMenuTest,
    page: lazyPage(
      () =>
        import(/* webpackChunkName: "page-user-menu-test" */ '../../diagnostics/gallery/UserMenuTestPage'),
    ),
  },
  {
    path: '/account/confirm/',
    title: t.accountConfirm,
    page: lazyPage(
      () => import(/* webpackChunkName: "page-account-confirm" */ '../../pages/account/ConfirmAccountPage'),
    ),
  },
  {
    path: '/account/delete/',
    title: t.accountDelete,
    page: lazyPage(
      () => import(/* webpackChunkName: "page-account-delete" */ '../../pages/account/DeleteAccountPage'),
    ),
  },
  {
    path: '/account/reset-password/',
    title: t.resetPassword,
    page: lazyPage(
      () => import(/* webpackChunkName: "page-reset-password" */ '../../pages/account/ResetPasswordPage'),
    ),
  },
];
