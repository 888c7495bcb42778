; Inno Setup script: a per-user installer for Euchre Desktop (no administrator rights needed).
; packaging\build.ps1 runs it after PyInstaller, passing the version from pyproject.toml:
;   ISCC.exe /DAppVersion=0.1.0 packaging\windows\euchre-desktop.iss

#ifndef AppVersion
  #error Pass the version: ISCC /DAppVersion=X.Y.Z euchre-desktop.iss
#endif

[Setup]
AppId={{6D1F6B2E-7C43-4B0E-9A55-2E1C3D8F4A17}
AppName=Euchre Desktop
AppVersion={#AppVersion}
AppVerName=Euchre Desktop {#AppVersion}
DefaultDirName={localappdata}\Programs\Euchre Desktop
DefaultGroupName=Euchre Desktop
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\..\dist
OutputBaseFilename=euchre-desktop-{#AppVersion}-setup
SetupIconFile=..\..\build\icons\app.ico
UninstallDisplayIcon={app}\euchre-desktop.exe
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\..\dist\euchre-desktop\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{userprograms}\Euchre Desktop"; Filename: "{app}\euchre-desktop.exe"
Name: "{userdesktop}\Euchre Desktop"; Filename: "{app}\euchre-desktop.exe"; Tasks: desktopicon

[Registry]
; Saved matches are *.euchre.json files. Windows types a file by its last extension only, so
; the game joins the "Open with" list of .json files instead of taking them all over.
Root: HKCU; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "EuchreDesktop.Match"; ValueData: ""; Flags: uninsdeletevalue
Root: HKCU; Subkey: "Software\Classes\EuchreDesktop.Match"; ValueType: string; ValueName: ""; ValueData: "Euchre match"; Flags: uninsdeletekey
Root: HKCU; Subkey: "Software\Classes\EuchreDesktop.Match\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\euchre-desktop.exe,0"
Root: HKCU; Subkey: "Software\Classes\EuchreDesktop.Match\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\euchre-desktop.exe"" ""%1"""

[Run]
Filename: "{app}\euchre-desktop.exe"; Description: "{cm:LaunchProgram,Euchre Desktop}"; Flags: nowait postinstall skipifsilent
