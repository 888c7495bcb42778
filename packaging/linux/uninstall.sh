#!/bin/sh
# Remove what install.sh put under ~/.local. Saved matches, settings and statistics stay.
set -eu

APP_ID=org.euchredesktop.EuchreDesktop
data=${XDG_DATA_HOME:-$HOME/.local/share}

rm -rf "$HOME/.local/lib/euchre-desktop"
rm -f "$HOME/.local/bin/euchre-desktop" \
      "$data/applications/$APP_ID.desktop" \
      "$data/metainfo/$APP_ID.metainfo.xml" \
      "$data/mime/packages/$APP_ID.xml"
find "$data/icons/hicolor" -name "$APP_ID.*" -delete 2>/dev/null || true

if command -v update-mime-database >/dev/null 2>&1 && [ -d "$data/mime" ]; then
    update-mime-database "$data/mime" || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" || true
fi

echo "Euchre Desktop is removed. Your saved matches, settings and statistics are kept."
