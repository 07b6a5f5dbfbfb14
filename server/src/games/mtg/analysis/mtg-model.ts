/**
 * The file model as Magic reads it: faces with parsed type lines (`card-types.ts`) and analysed
 * rules-text lines (`abilities.ts`).
 */
import type { FaceModel, FileModel } from "../../../core/model/file-model";
import type { TypeLine } from "../card-types";
import type { Ability } from "./abilities";

/** A Magic face: type line and abilities as Magic reads them. */
export type MtgFace = FaceModel<TypeLine, Ability>;
/** A `game mtg` file's model. */
export type MtgFileModel = FileModel<TypeLine, Ability>;
