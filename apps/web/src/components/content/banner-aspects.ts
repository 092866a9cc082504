/**
 * Width / height of each banner slot: the frame keeps its size before the image arrives (no layout
 * shift), and an image of another shape is cropped to cover it.
 */
export const BANNER_ASPECT = {
  w_home: '3 / 1',
  w_promotion: '3 / 1',
  w_leftmenu: '3 / 1',
  w_login: '3 / 1',
  w_register: '3 / 1',
  w_forget: '3 / 1',
} as const;
