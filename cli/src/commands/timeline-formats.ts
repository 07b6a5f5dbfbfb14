/** The `cardscript timeline --format` names, in their own module so that `--help` does not load the timeline renderer. */
export const TIMELINE_FORMATS = ["svg", "html", "text", "json"] as const;
export type TimelineFormat = (typeof TIMELINE_FORMATS)[number];
