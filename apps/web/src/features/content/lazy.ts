// The content feature's lazy entry: banners, marquee and pop-ups load on demand. Each loader stays an
// import() so each remains a chunk of its own.
export const loadHomeBanners = () => import('./components/home-banners.tsx');
export const loadNoticeMarquee = () => import('./components/notice-marquee.tsx');
export const loadPopupAnnouncements = () => import('./components/popup-announcements.tsx');
