/**
 * `cardscript/timingMap` (protocol/timing-map.ts): the Timing Map of the card at a position, from
 * the core renderer, drawn at the width the client asks for; `cardscript/timingMatrix`
 * (protocol/timing-matrix.ts): the set-wide Timing Matrix of the files the client names; and `textDocument/codeLens`: a "Show Timing Map" lens on each card's name,
 * running the client command `cardscript.showTimingMap` with the document URI and the position.
 */
import type { CodeLens, CodeLensParams, ServerCapabilities } from "vscode-languageserver/node";
import { matrixTableHtml, renderTimingMapSvg, timingMapData, timingMatrixData, type MatrixSource } from "../../core/timing-map/index";
import { lintText } from "../../app/service";
import { MAX_LINT_CHARS } from "../../core/limits";
import { TIMING_MATRIX_REQUEST, type TimingMatrixParams, type TimingMatrixResult } from "../protocol/timing-matrix";
import type { ServerContext } from "../context";
import { withValidPosition } from "../positions";
import { localizer } from "../../core/l10n/localizer";
import { effectiveOptions, serverLocale } from "../lint-options";
import { TIMING_MAP_REQUEST, type TimingMapParams, type TimingMapResult } from "../protocol/timing-map";

/** The client command the lenses run (registered by the VS Code extension). */
export const SHOW_TIMING_MAP_COMMAND = "cardscript.showTimingMap";

export function register(ctx: ServerContext): ServerCapabilities {
  ctx.connection.onRequest(
    TIMING_MAP_REQUEST,
    withValidPosition(
      ctx,
      TIMING_MAP_REQUEST,
      ctx.guard(
        "timingMap",
        (params: TimingMapParams): TimingMapResult => {
          const analysis = ctx.store.get(params?.textDocument?.uri);
          if (!analysis) return null;
          const model = analysis.result.model;
          const data = timingMapData(model, { offset: model.lines.offsetAt(params.position) });
          if (data.cards.length === 0) return null;
          const width = typeof params.width === "number" && Number.isFinite(params.width) && params.width > 0 ? params.width : undefined;
          return { svg: renderTimingMapSvg(data, { omitStyle: params.omitStyle === true, l10n: model.l10n, width }), data };
        },
        null,
      ),
    ),
  );
  ctx.connection.onRequest(
    TIMING_MATRIX_REQUEST,
    ctx.guard(
      "timingMatrix",
      (params: TimingMatrixParams): TimingMatrixResult => {
        if (!params || !Array.isArray(params.files)) return null;
        const sources: MatrixSource[] = [];
        for (const f of params.files) {
          if (!f || typeof f.uri !== "string") continue;
          const open = ctx.store.get(f.uri);
          if (open) sources.push({ file: f.uri, model: open.result.model });
          else if (typeof f.text === "string" && f.text.length <= MAX_LINT_CHARS) {
            const options = effectiveOptions(ctx, f.uri);
            if (options.ignored) continue;
            sources.push({ file: f.uri, model: lintText(f.text, { game: options.game, locale: serverLocale(ctx) }).model });
          }
        }
        const data = timingMatrixData(sources, params.filter ?? {});
        if (!data) return null;
        return { html: matrixTableHtml(data, sources[0]!.model.l10n), data };
      },
      null,
    ),
  );
  ctx.connection.onCodeLens(
    ctx.guard(
      "codeLens",
      (params: CodeLensParams): CodeLens[] | null => {
        const analysis = ctx.store.get(params.textDocument.uri);
        if (!analysis) return null;
        const model = analysis.result.model;
        const title = localizer({ id: "core" }, serverLocale(ctx)).t("codeLens.showTimingMap");
        return model.parse.cards.map((card) => {
          const range = model.lines.rangeOf(card.nameSpan);
          return {
            range,
            command: { title, command: SHOW_TIMING_MAP_COMMAND, arguments: [params.textDocument.uri, range.start] },
          };
        });
      },
      null,
    ),
  );
  return { codeLensProvider: { resolveProvider: false } };
}
