"""Makes src/server/pdf/fonts/Inter-{Regular,Bold}.ttf, the fonts the PDFs embed.

pdfkit's font library cannot subset the WOFF2 files that @fontsource-variable/inter ships (its
composite glyphs come out broken), and those files are variable and split by script. This
script decompresses each script's file, takes the weight-400 and weight-700 instances, and merges
the scripts into one static TrueType font per weight. Run it again after updating Inter:

    pip install fonttools brotli && python3 scripts/make-pdf-fonts.py
"""

from pathlib import Path

from fontTools.merge import Merger
from fontTools.ttLib import TTFont
from fontTools.varLib.instancer import instantiateVariableFont

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "node_modules/@fontsource-variable/inter/files"
TARGET = ROOT / "src/server/pdf/fonts"
SCRIPTS = ["latin", "latin-ext", "greek", "greek-ext", "cyrillic", "cyrillic-ext", "vietnamese"]

for style, weight in [("Regular", 400), ("Bold", 700)]:
    parts = []
    for script in SCRIPTS:
        font = TTFont(SOURCE / f"inter-{script}-wght-normal.woff2")
        font.flavor = None
        font = instantiateVariableFont(font, {"wght": weight}, updateFontNames=False)
        part = TARGET / f".{script}-{weight}.ttf"
        font.save(part)
        parts.append(part)
    merged = Merger().merge([str(part) for part in parts])
    for part in parts:
        part.unlink()
    for record in merged["name"].names:
        if record.nameID in (1, 16):
            merged["name"].setName("Inter", record.nameID, record.platformID, record.platEncID, record.langID)
        if record.nameID in (2, 17):
            merged["name"].setName(style, record.nameID, record.platformID, record.platEncID, record.langID)
        if record.nameID == 4:
            merged["name"].setName(f"Inter {style}", 4, record.platformID, record.platEncID, record.langID)
        if record.nameID == 6:
            merged["name"].setName(f"Inter-{style}", 6, record.platformID, record.platEncID, record.langID)
    merged["OS/2"].usWeightClass = weight
    merged.save(TARGET / f"Inter-{style}.ttf")
