/**
 * The store's media files, made by scripts/make-media.ts at these sizes; the pages give
 * the same sizes to <img> and <video> so nothing shifts while they load.
 */
export const sampleCaseImage = {
  src: '/media/sample-case.webp',
  width: 560,
  height: 880,
} as const;

export const demoVideo = {
  mp4: '/media/demo.mp4',
  webm: '/media/demo.webm',
  poster: '/media/demo-poster.webp',
  width: 480,
  height: 640,
} as const;

/** Collage ideas shown on /inspiration, one picture each. */
export const ideaImages = {
  width: 360,
  height: 480,
} as const;

/** The editor's tutorial video (SPEC §2: tutorial.mp4), shown in the modal layer. */
export const tutorialVideo = {
  mp4: '/media/tutorial.mp4',
  webm: '/media/tutorial.webm',
  poster: '/media/tutorial-poster.webp',
  width: 360,
  height: 640,
} as const;
