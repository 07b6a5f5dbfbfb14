/**
 * Which timing-shaped sentences of a file were read into a window (`GameModel.timingSentences`):
 * for `unread-timing`, the Timing Map's "not understood" rows, semantic tokens, and the coverage
 * figure of `cardscript lint` ("timing read: 1,204 of 1,210 sentences"). Game-neutral.
 */
import type { TimingSentence, UnreadKind } from "../game/game-model";
import type { FaceModel, FileModel } from "./file-model";

/** A face's timing sentences, or none when its game reads none (cached per face and model). */
export function faceTimingSentences(model: FileModel, face: FaceModel): readonly TimingSentence[] {
  let byFace = cache.get(model);
  if (!byFace) cache.set(model, (byFace = new WeakMap()));
  let out = byFace.get(face);
  if (!out) byFace.set(face, (out = model.game.timingSentences?.(model, face) ?? []));
  return out;
}

const cache = new WeakMap<FileModel, WeakMap<FaceModel, readonly TimingSentence[]>>();

/** Every unread timing sentence of a file with its face, in source order, each once (faces may share text). */
export function unreadTimingSentences(model: FileModel): { face: FaceModel; sentence: TimingSentence }[] {
  const out: { face: FaceModel; sentence: TimingSentence }[] = [];
  const seen = new Set<number>();
  for (const face of model.faces)
    for (const s of faceTimingSentences(model, face))
      if (!s.read && !seen.has(s.start)) {
        seen.add(s.start);
        out.push({ face, sentence: s });
      }
  return out;
}

/** How many timing sentences a file has and how many were read; `unread` counts the rest by kind. */
export interface TimingCoverage {
  read: number;
  total: number;
  unread: Partial<Record<UnreadKind, number>>;
}

/** The coverage of one file (each sentence once, even when faces share a line). */
export function timingCoverage(model: FileModel): TimingCoverage {
  const out: TimingCoverage = { read: 0, total: 0, unread: {} };
  const seen = new Set<number>();
  for (const face of model.faces)
    for (const s of faceTimingSentences(model, face)) {
      if (seen.has(s.start)) continue;
      seen.add(s.start);
      out.total++;
      if (s.read) out.read++;
      else {
        const k = s.unread ?? "phrase";
        out.unread[k] = (out.unread[k] ?? 0) + 1;
      }
    }
  return out;
}
