# Build a stand-alone Euchre Desktop with PyInstaller (Windows, PowerShell).
# Output: dist\euchre-desktop\euchre-desktop.exe
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
Invoke-Checked ".venv\Scripts\python.exe" @("-m", "pip", "install", "-e", ".")
Invoke-Checked ".venv\Scripts\python.exe" @("-m", "pip", "install", "pyinstaller>=6.10")
Invoke-Checked ".venv\Scripts\pyinstaller.exe" @("--noconfirm", "--clean", "packaging\euchre_desktop.spec")
Write-Host "Built: dist\euchre-desktop\euchre-desktop.exe"
