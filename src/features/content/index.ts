// The content feature's public face: the shop's Saleor pages (Editor.js content).

export { ContentArticle, ContentSkeleton, type ContentPageData } from './ContentArticle';
export { contentApi, useContentPageQuery } from './contentApi';
export { contentMessages } from './contentMessages';
export { ShopPageOr } from './ShopPageOr';
