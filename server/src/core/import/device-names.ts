/**
 * File names Windows reserves for devices: `con`, `prn`, `aux`, `nul`, `com0`–`com9`, `lpt0`–`lpt9`
 * (and the superscript digits ¹²³ there), in any case and with any extension — `con.card` and
 * `nul.txt` open the device, not a file. Every file name the tools make from a card name goes
 * through {@link safeStem}.
 */

const WINDOWS_DEVICE = /^(?:con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;

/**
 * True when a file named `stem` or `stem.<any extension>` would be a Windows device. Only the part
 * before the first dot counts (Windows ignores the extension), and trailing spaces and dots, which
 * Windows strips, are ignored.
 */
export function isWindowsDeviceName(fileName: string): boolean {
  return WINDOWS_DEVICE.test(fileName.split(".")[0]!.replace(/[ .]+$/, ""));
}

/**
 * `stem` unchanged, or with `suffix` added when it is a Windows device name
 * (`safeStem("con", "-card")` → `con-card`).
 */
export function safeStem(stem: string, suffix: string): string {
  return isWindowsDeviceName(stem) ? `${stem}${suffix}` : stem;
}
