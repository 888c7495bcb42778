# Build a stand-alone Euchre Desktop with PyInstaller (Windows, PowerShell), then its installer:
#   dist\euchre-desktop-VERSION-setup.exe when the Inno Setup compiler (ISCC.exe) is installed,
#   otherwise dist\euchre-desktop-VERSION-windows.zip (unzip and run euchre-desktop.exe).
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..")

function Invoke-Checked {
    param([string]$Exe, [string[]]$Arguments)
    & $Exe @Arguments
    if ($LASTEXITCODE -ne 0) { throw "$Exe $Arguments failed with exit code $LASTEXITCODE" }
}

if (-not (Test-Path ".venv\Scripts\python.exe")) {
    Invoke-Checked "py" @("-m", "venv", ".venv")
}
$python = ".venv\Scripts\python.exe"
Invoke-Checked $python @("-m", "pip", "install", "-e", ".")
Invoke-Checked $python @("-m", "pip", "install", "pyinstaller>=6.10")
Invoke-Checked $python @("packaging\make_icons.py", "build\icons")
Invoke-Checked ".venv\Scripts\pyinstaller.exe" @("--noconfirm", "--clean", "packaging\euchre_desktop.spec")
$version = (& $python -c "import euchre_desktop; print(euchre_desktop.__version__)").Trim()

$iscc = Get-Command "ISCC.exe" -ErrorAction SilentlyContinue
if (-not $iscc) {
    $default = Join-Path ${env:ProgramFiles(x86)} "Inno Setup 6\ISCC.exe"
    if (Test-Path $default) { $iscc = Get-Item $default }
}
if ($iscc) {
    Invoke-Checked $iscc.Source @("/DAppVersion=$version", "packaging\windows\euchre-desktop.iss")
    Write-Host "Built: dist\euchre-desktop-$version-setup.exe"
} else {
    $zip = "dist\euchre-desktop-$version-windows.zip"
    Compress-Archive -Path "dist\euchre-desktop" -DestinationPath $zip -Force
    Write-Host "Inno Setup not found: built $zip instead of an installer"
}
