#ifndef TOUCHTRACE_CCAIRO_SHIM_H
#define TOUCHTRACE_CCAIRO_SHIM_H

#include <cairo.h>
#include <cairo-pdf.h>
#include <fontconfig/fontconfig.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <spng.h>
#include <zlib.h>

/// Points a PangoCairo FT font map at a private fontconfig configuration.
/// (The PANGO_FC_FONT_MAP cast is a macro, which Swift cannot call.)
static inline void ccairo_font_map_set_fc_config(PangoFontMap *font_map, FcConfig *config) {
  pango_fc_font_map_set_config((PangoFcFontMap *)font_map, config);
}

/// Whether a font map is a fontconfig one (so the cast above is valid).
static inline int ccairo_font_map_is_fc(PangoFontMap *font_map) {
  return PANGO_IS_FC_FONT_MAP(font_map) ? 1 : 0;
}

#endif
