#!/bin/sh
# Install Euchre Desktop for the current user, under ~/.local: no administrator rights needed.
# The program goes to ~/.local/lib/euchre-desktop, a command to ~/.local/bin, and the menu
# entry, icons and file type to ~/.local/share.
# Run it from the unpacked release folder: ./install.sh   (./uninstall.sh removes it again)
set -eu

APP_ID=org.euchredesktop.EuchreDesktop
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
bin=$HOME/.local/bin
# Not $data/euchre-desktop: that folder holds the player's saved matches and statistics.
program_dir=$HOME/.local/lib/euchre-desktop

if [ ! -x "$here/euchre-desktop/euchre-desktop" ]; then
    echo "install.sh: run me from the unpacked Euchre Desktop folder" >&2
    exit 1
fi

rm -rf "$program_dir"
mkdir -p "$program_dir" "$bin" "$data/applications" "$data/metainfo" "$data/mime/packages"
cp -R "$here/euchre-desktop/." "$program_dir/"
ln -sf "$program_dir/euchre-desktop" "$bin/euchre-desktop"

# The menu entry starts the program by its full path, so it works without ~/.local/bin on PATH.
sed "s|^Exec=euchre-desktop |Exec=\"$program_dir/euchre-desktop\" |" \
    "$here/share/applications/$APP_ID.desktop" > "$data/applications/$APP_ID.desktop"
cp "$here/share/metainfo/$APP_ID.metainfo.xml" "$data/metainfo/"
cp "$here/share/mime/packages/$APP_ID.xml" "$data/mime/packages/"
(cd "$here/share" && find icons -type f) | while read -r icon; do
    mkdir -p "$data/$(dirname "$icon")"
    cp "$here/share/$icon" "$data/$icon"
done

# Let the desktop know at once; each tool is optional.
if command -v update-mime-database >/dev/null 2>&1; then
    update-mime-database "$data/mime" || true
fi
if command -v update-desktop-database >/dev/null 2>&1; then
    update-desktop-database "$data/applications" || true
fi
if command -v gtk-update-icon-cache >/dev/null 2>&1; then
    gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
fi

echo "Euchre Desktop is installed: find it in your applications menu, or run $bin/euchre-desktop"
