#!/usr/bin/env bash
# Build a stand-alone Euchre Desktop with PyInstaller (Linux and macOS), then its installer:
#   Linux: dist/euchre-desktop-VERSION-linux-ARCH.tar.gz (unpack, then ./install.sh)
#   macOS: dist/Euchre Desktop-VERSION.dmg, signed and notarized when configured (see README)
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

if [[ ! -x .venv/bin/python ]]; then
    python3 -m venv .venv
fi
.venv/bin/pip install -e .
.venv/bin/pip install "pyinstaller>=6.10"
.venv/bin/python packaging/make_icons.py build/icons >/dev/null
.venv/bin/pyinstaller --noconfirm --clean packaging/euchre_desktop.spec
version=$(.venv/bin/python -c 'import euchre_desktop; print(euchre_desktop.__version__)')

case "$(uname -s)" in
Linux)
    .venv/bin/python packaging/linux_release.py dist/euchre-desktop --out dist
    ;;
Darwin)
    app="dist/Euchre Desktop.app"
    if [[ -n "${MACOS_SIGN_IDENTITY:-}" ]]; then
        codesign --force --deep --options runtime --timestamp \
            --sign "$MACOS_SIGN_IDENTITY" "$app"
    fi
    staging=$(mktemp -d)
    cp -R "$app" "$staging/"
    ln -s /Applications "$staging/Applications"
    dmg="dist/Euchre Desktop-$version.dmg"
    hdiutil create -volname "Euchre Desktop" -srcfolder "$staging" -ov -format UDZO "$dmg"
    rm -rf "$staging"
    if [[ -n "${MACOS_SIGN_IDENTITY:-}" ]]; then
        codesign --sign "$MACOS_SIGN_IDENTITY" --timestamp "$dmg"
    fi
    if [[ -n "${MACOS_NOTARY_PROFILE:-}" ]]; then
        xcrun notarytool submit "$dmg" --keychain-profile "$MACOS_NOTARY_PROFILE" --wait
        xcrun stapler staple "$dmg"
    fi
    echo "Built: $dmg"
    ;;
esac
