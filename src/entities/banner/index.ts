export { bannerKeys } from "./keys";
export { BANNER_TRANSLATABLE, BANNER_TRANSLATION } from "./translatable";
export { bannersQueryOptions, getBanners, useBannersQuery, type Banner } from "./queries";
export { isBannerLive, stepIndex, type BannerSchedule } from "./schedule";
