import { defineMessages, type MessageDescriptor } from 'react-intl';

// Document titles of every route (route metadata). Pages use the same message for their heading.
const titles = defineMessages({
  home: { id: 'route.home.title', defaultMessage: 'Home', description: 'Title of the home page' },
  cart: { id: 'route.cart.title', defaultMessage: 'Cart', description: 'Title of the cart page' },
  help: { id: 'route.help.title', defaultMessage: 'Help', description: 'Title of the help page' },
  about: { id: 'route.about.title', defaultMessage: 'About us', description: 'Title of the about page' },
  terms: {
    id: 'route.terms.title',
    defaultMessage: 'Terms of service',
    description: 'Title of the terms page',
  },
  privacy: {
    id: 'route.privacy.title',
    defaultMessage: 'Privacy policy',
    description: 'Title of the privacy page',
  },
  returns: {
    id: 'route.returns.title',
    defaultMessage: 'Returns',
    description: 'Title of the returns policy page',
  },
  shipping: {
    id: 'route.shipping.title',
    defaultMessage: 'Shipping',
    description: 'Title of the shipping information page',
  },
  contact: {
    id: 'route.contact.title',
    defaultMessage: 'Contact us',
    description: 'Title of the contact page',
  },
  search: { id: 'route.search.title', defaultMessage: 'Search', description: 'Title of the search page' },
  login: { id: 'route.login.title', defaultMessage: 'Log in', description: 'Title of the login page' },
  register: {
    id: 'route.register.title',
    defaultMessage: 'Create an account',
    description: 'Title of the registration page',
  },
  products: {
    id: 'route.products.title',
    defaultMessage: 'All products',
    description: 'Title of the product list page',
  },
  product: {
    id: 'route.product.title',
    defaultMessage: 'Product',
    description: 'Title of a product page before its name is known',
  },
  categories: {
    id: 'route.categories.title',
    defaultMessage: 'Categories',
    description: 'Title of the category list page',
  },
  collection: {
    id: 'route.collection.title',
    defaultMessage: 'Collection',
    description: 'Title of a collection page before its name is known',
  },
  category: {
    id: 'route.category.title',
    defaultMessage: 'Category',
    description: 'Title of a category page before its name is known',
  },
  checkout: {
    id: 'route.checkout.title',
    defaultMessage: 'Checkout',
    description: 'Title of the checkout page',
  },
  checkoutSuccess: {
    id: 'route.checkoutSuccess.title',
    defaultMessage: 'Order placed',
    description: 'Title of the page after a completed checkout',
  },
  payment: { id: 'route.payment.title', defaultMessage: 'Payment', description: 'Title of the payment page' },
  paymentCallback: {
    id: 'route.paymentCallback.title',
    defaultMessage: 'Confirming payment',
    description: 'Title of the page the payment gateway returns to',
  },
  orderSuccess: {
    id: 'route.orderSuccess.title',
    defaultMessage: 'Thank you for your order',
    description: 'Title of the order success page',
  },
  orders: {
    id: 'route.orders.title',
    defaultMessage: 'My orders',
    description: 'Title of the order list page',
  },
  order: { id: 'route.order.title', defaultMessage: 'Order {number}', description: 'Title of an order page' },
  ordersBackup: {
    id: 'route.ordersBackup.title',
    defaultMessage: 'Orders saved in this browser',
    description: 'Title of the backup order list page',
  },
  wishlist: {
    id: 'route.wishlist.title',
    defaultMessage: 'Wishlist',
    description: 'Title of the wishlist page',
  },
  profile: {
    id: 'route.profile.title',
    defaultMessage: 'My account',
    description: 'Title of the profile page',
  },
  paymentTest: {
    id: 'route.paymentTest.title',
    defaultMessage: 'Payment test',
    description: 'Title of the internal payment test page',
  },
  paymentDebug: {
    id: 'route.paymentDebug.title',
    defaultMessage: 'Payment debugging',
    description: 'Title of the internal payment debug page',
  },
  gatewayCheck: {
    id: 'route.gatewayCheck.title',
    defaultMessage: 'Payment gateway check',
    description: 'Title of the payment gateway diagnostic page',
  },
  paymentTroubleshooting: {
    id: 'route.paymentTroubleshooting.title',
    defaultMessage: 'Payment troubleshooting',
    description: 'Title of the payment troubleshooting help page',
  },
  auroraTest: {
    id: 'route.auroraTest.title',
    defaultMessage: 'Aurora background test',
    description: 'Title of the internal aurora background test page',
  },
  buttonTest: {
    id: 'route.buttonTest.title',
    defaultMessage: 'Button gallery',
    description: 'Title of the internal button test page',
  },
  headerTest: {
    id: 'route.headerTest.title',
    defaultMessage: 'Header gallery',
    description: 'Title of the internal header test page',
  },
  userMenuTest: {
    id: 'route.userMenuTest.title',
    defaultMessage: 'User menu gallery',
    description: 'Title of the internal user menu test page',
  },
  accountConfirm: {
    id: 'route.accountConfirm.title',
    defaultMessage: 'Confirm your account',
    description: 'Title of the account confirmation page',
  },
  accountDelete: {
    id: 'route.accountDelete.title',
    defaultMessage: 'Delete your account',
    description: 'Title of the page the account deletion email links to',
  },
  resetPassword: {
    id: 'route.resetPassword.title',
    defaultMessage: 'Choose a new password',
    description: 'Title of the password reset page',
  },
  contentPage: {
    id: 'route.contentPage.title',
    defaultMessage: 'Information',
    description: "Title of one of the shop's content pages while it loads (then the page's own title)",
  },
  notFound: {
    id: 'route.notFound.title',
    defaultMessage: 'Page not found',
    description: 'Title of the 404 page',
  },
  serverError: {
    id: 'route.serverError.title',
    defaultMessage: 'Something went wrong',
    description: 'Title of the 500 page',
  },
});

/** Plain descriptors, so that titles with placeholders ({number}) take their values. */
export const routeTitles: Record<keyof typeof titles, MessageDescriptor> = titles;
