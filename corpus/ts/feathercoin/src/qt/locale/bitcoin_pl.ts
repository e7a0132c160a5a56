<TS language="pl" version="2.1">
<context>
    <name>AddressBookPage</name>
    <message>
        <source>Right-click to edit address or label</source>
        <translation>Kliknij prawym przyciskiem myszy, aby edytować adres lub etykietę</translation>
    </message>
    <message>
        <source>Create a new address</source>
        <translation>Utwórz nowy adres</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Nowy</translation>
    </message>
    <message>
        <source>Copy the currently selected address to the system clipboard</source>
        <translation>Skopiuj wybrany adres do schowka</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopiuj</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>Z&amp;amknij</translation>
    </message>
    <message>
        <source>Delete the currently selected address from the list</source>
        <translation>Usuń zaznaczony adres z listy</translation>
    </message>
    <message>
        <source>Enter address or label to search</source>
        <translation>Wprowadź adres albo etykietę aby wyszukać</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>Eksportuj dane z aktywnej karty do pliku</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Eksportuj</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Usuń</translation>
    </message>
    <message>
        <source>Choose the address to send coins to</source>
        <translation>Wybierz adres, na który chcesz wysłać monety</translation>
    </message>
    <message>
        <source>Choose the address to receive coins with</source>
        <translation>Wybierz adres, na który chcesz otrzymać monety</translation>
    </message>
    <message>
        <source>C&amp;hoose</source>
        <translation>W&amp;ybierz</translation>
    </message>
    <message>
        <source>Sending addresses</source>
        <translation>Adresy wysyłania</translation>
    </message>
    <message>
        <source>Receiving addresses</source>
        <translation>Adresy odbioru</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for sending payments. Always check the amount and the receiving address before sending coins.</source>
        <translation>Tutaj znajdują się adresy Feathercoin na które wysyłasz płatności. Zawsze sprawdzaj ilość i adres odbiorcy przed wysyłką monet.</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for receiving payments. Use the 'Create new receiving address' button in the receive tab to create new addresses.</source>
        <translation>To są Twoje adresy Feathercoin do otrzymywania płatności. Użyj przycisku "Stwórz nowy adres odbiorczy" w zakładce odbioru żeby stworzyć nowy adres.</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>&amp;Kopiuj adres</translation>
    </message>
    <message>
        <source>Copy &amp;Label</source>
        <translation>Kopiuj &amp;Etykietę</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edytuj</translation>
    </message>
    <message>
        <source>Export Address List</source>
        <translation>Eksportuj listę adresów</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>Plik *.CSV (dane rozdzielane przecinkami)</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>Eksportowanie nie powiodło się</translation>
    </message>
    <message>
        <source>There was an error trying to save the address list to %1. Please try again.</source>
        <translation>Wystąpił błąd podczas próby zapisu listy adresów do %1. Proszę spróbować ponownie.</translation>
    </message>
</context>
<context>
    <name>AddressTableModel</name>
    <message>
        <source>Label</source>
        <translation>Etykieta</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(brak etykiety)</translation>
    </message>
</context>
<context>
    <name>AskPassphraseDialog</name>
    <message>
        <source>Passphrase Dialog</source>
        <translation>Okienko Hasła</translation>
    </message>
    <message>
        <source>Enter passphrase</source>
        <translation>Wpisz hasło</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Nowe hasło</translation>
    </message>
    <message>
        <source>Repeat new passphrase</source>
        <translation>Powtórz nowe hasło</translation>
    </message>
    <message>
        <source>Show passphrase</source>
        <translation>Pokaż hasło</translation>
    </message>
    <message>
        <source>Encrypt wallet</source>
        <translation>Zaszyfruj portfel</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to unlock the wallet.</source>
        <translation>Ta operacja wymaga hasła do portfela aby odblokować portfel.</translation>
    </message>
    <message>
        <source>Unlock wallet</source>
        <translation>Odblokuj portfel</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to decrypt the wallet.</source>
        <translation>Ta operacja wymaga hasła portfela, aby go odszyfrować.</translation>
    </message>
    <message>
        <source>Decrypt wallet</source>
        <translation>Odszyfruj portfel</translation>
    </message>
    <message>
        <source>Change passphrase</source>
        <translation>Zmień hasło</translation>
    </message>
    <message>
        <source>Confirm wallet encryption</source>
        <translation>Potwierdź szyfrowanie portfela</translation>
    </message>
    <message>
        <source>Warning: If you encrypt your wallet and lose your passphrase, you will &lt;b&gt;LOSE ALL OF YOUR BITCOINS&lt;/b&gt;!</source>
        <translation>Uwaga: jeśli zaszyfrujesz swój portfel i zgubisz hasło &lt;b&gt;STRACISZ WSZYSTKIE SWOJE BITCOINY&lt;/b&gt;!</translation>
    </message>
    <message>
        <source>Are you sure you wish to encrypt your wallet?</source>
        <translation>Jesteś pewien, że chcesz zaszyfrować swój portfel?</translation>
    </message>
    <message>
        <source>Wallet encrypted</source>
        <translation>Portfel zaszyfrowany</translation>
    </message>
    <message>
        <source>Enter the new passphrase for the wallet.&lt;br/&gt;Please use a passphrase of &lt;b&gt;ten or more random characters&lt;/b&gt;, or &lt;b&gt;eight or more words&lt;/b&gt;.</source>
        <translation>Wprowadź nowe hasło do portfela.&lt;br/&gt;Hasło powinno zawierać  &lt;b&gt;co najmniej 10 losowych znaków&lt;/b&gt; lub &lt;b&gt;co najmniej osiem słów&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Enter the old passphrase and new passphrase for the wallet.</source>
        <translation>Wprowadź stare i nowe hasło dla portfela.</translation>
    </message>
    <message>
        <source>Remember that encrypting your wallet cannot fully protect your feathercoins from being stolen by malware infecting your computer.</source>
        <translation>Zwróć uwagę, że zaszyfrowanie portfela nie zabezpieczy się w pełni przed kradzieżą przez malware jakie może zainfekować twój komputer.</translation>
    </message>
    <message>
        <source>Wallet to be encrypted</source>
        <translation>Portfel do zaszyfrowania</translation>
    </message>
    <message>
        <source>Your wallet is about to be encrypted. </source>
        <translation>Twój portfel zostanie zaszyfrowany.</translation>
    </message>
    <message>
        <source>Your wallet is now encrypted. </source>
        <translation>Twój portfel jest teraz zaszyfrowany.</translation>
    </message>
    <message>
        <source>IMPORTANT: Any previous backups you have made of your wallet file should be replaced with the newly generated, encrypted wallet file. For security reasons, previous backups of the unencrypted wallet file will become useless as soon as you start using the new, encrypted wallet.</source>
        <translation>WAŻNE: Wszystkie wykonane wcześniej kopie pliku portfela powinny być zamienione na nowe, szyfrowane pliki. Z powodów bezpieczeństwa, poprzednie kopie nieszyfrowanych plików portfela staną się bezużyteczne jak tylko zaczniesz korzystać z nowego, szyfrowanego portfela.</translation>
    </message>
    <message>
        <source>Wallet encryption failed</source>
        <translation>Szyfrowanie portfela nie powiodło się</translation>
    </message>
    <message>
        <source>Wallet encryption failed due to an internal error. Your wallet was not encrypted.</source>
        <translation>Szyfrowanie portfela nie powiodło się z powodu wewnętrznego błędu. Twój portfel nie został zaszyfrowany.</translation>
    </message>
    <message>
        <source>The supplied passphrases do not match.</source>
        <translation>Podane hasła nie są takie same.</translation>
    </message>
    <message>
        <source>Wallet unlock failed</source>
        <translation>Odblokowanie portfela nie powiodło się</translation>
    </message>
    <message>
        <source>The passphrase entered for the wallet decryption was incorrect.</source>
        <translation>Wprowadzone hasło do odszyfrowania portfela jest niepoprawne.</translation>
    </message>
    <message>
        <source>Wallet decryption failed</source>
        <translation>Odszyfrowanie portfela nie powiodło się</translation>
    </message>
    <message>
        <source>Wallet passphrase was successfully changed.</source>
        <translation>Hasło do portfela zostało pomyślnie zmienione.</translation>
    </message>
    <message>
        <source>Warning: The Caps Lock key is on!</source>
        <translation>Ostrzeżenie: Caps Lock jest włączony!</translation>
    </message>
</context>
<context>
    <name>BanTableModel</name>
    <message>
        <source>IP/Netmask</source>
        <translation>IP / maska podsieci</translation>
    </message>
    <message>
        <source>Banned Until</source>
        <translation>Blokada do</translation>
    </message>
</context>
<context>
    <name>BitcoinGUI</name>
    <message>
        <source>Sign &amp;message...</source>
        <translation>Podpisz wiado&amp;mość...</translation>
    </message>
    <message>
        <source>Synchronizing with network...</source>
        <translation>Synchronizacja z siecią...</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>P&amp;odsumowanie</translation>
    </message>
    <message>
        <source>Show general overview of wallet</source>
        <translation>Pokazuje ogólny widok portfela</translation>
    </message>
    <message>
        <source>&amp;Transactions</source>
        <translation>&amp;Transakcje</translation>
    </message>
    <message>
        <source>Browse transaction history</source>
        <translation>Przeglądaj historię transakcji</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>&amp;Zakończ</translation>
    </message>
    <message>
        <source>Quit application</source>
        <translation>Zamknij program</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>&amp;O %1</translation>
    </message>
    <message>
        <source>Show information about %1</source>
        <translation>Pokaż informacje o %1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Show information about Qt</source>
        <translation>Pokazuje informacje o Qt</translation>
    </message>
    <message>
        <source>&amp;Options...</source>
        <translation>&amp;Opcje...</translation>
    </message>
    <message>
        <source>Modify configuration options for %1</source>
        <translation>Zmień opcje konfiguracji dla %1</translation>
    </message>
    <message>
        <source>&amp;Encrypt Wallet...</source>
        <translation>Zaszyfruj Portf&amp;el</translation>
    </message>
    <message>
        <source>&amp;Backup Wallet...</source>
        <translation>Wykonaj kopię zapasową...</translation>
    </message>
    <message>
        <source>&amp;Change Passphrase...</source>
        <translation>&amp;Zmień hasło...</translation>
    </message>
    <message>
        <source>Open &amp;URI...</source>
        <translation>Otwórz URI...</translation>
    </message>
    <message>
        <source>Create Wallet...</source>
        <translation>Stwórz portfel...</translation>
    </message>
    <message>
        <source>Create a new wallet</source>
        <translation>Stwórz nowy portfel</translation>
    </message>
    <message>
        <source>Wallet:</source>
        <translation>Portfel:</translation>
    </message>
    <message>
        <source>Click to disable network activity.</source>
        <translation>Kliknij aby wyłączyć aktywność sieciową.</translation>
    </message>
    <message>
        <source>Network activity disabled.</source>
        <translation>Aktywność sieciowa została wyłączona.</translation>
    </message>
    <message>
        <source>Click to enable network activity again.</source>
        <translation>Kliknij, aby ponownie włączyć aktywności sieciową.</translation>
    </message>
    <message>
        <source>Syncing Headers (%1%)...</source>
        <translation>Synchronizowanie headerów (%1%)...</translation>
    </message>
    <message>
        <source>Reindexing blocks on disk...</source>
        <translation>Ponowne indeksowanie bloków na dysku...</translation>
    </message>
    <message>
        <source>Proxy is &lt;b&gt;enabled&lt;/b&gt;: %1</source>
        <translation>Proxy jest &lt;b&gt;włączone&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>Send coins to a Feathercoin address</source>
        <translation>Wyślij monety na adres feathercoinowy</translation>
    </message>
    <message>
        <source>Backup wallet to another location</source>
        <translation>Zapasowy portfel w innej lokalizacji</translation>
    </message>
    <message>
        <source>Change the passphrase used for wallet encryption</source>
        <translation>Zmień hasło użyte do szyfrowania portfela</translation>
    </message>
    <message>
        <source>&amp;Debug window</source>
        <translation>&amp;Okno debugowania</translation>
    </message>
    <message>
        <source>Open debugging and diagnostic console</source>
        <translation>Otwórz konsolę debugowania i diagnostyki</translation>
    </message>
    <message>
        <source>&amp;Verify message...</source>
        <translation>&amp;Zweryfikuj wiadomość...</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>Wyślij</translation>
    </message>
    <message>
        <source>&amp;Receive</source>
        <translation>Odbie&amp;rz</translation>
    </message>
    <message>
        <source>&amp;Show / Hide</source>
        <translation>&amp;Pokaż / Ukryj</translation>
    </message>
    <message>
        <source>Show or hide the main Window</source>
        <translation>Pokazuje lub ukrywa główne okno</translation>
    </message>
    <message>
        <source>Encrypt the private keys that belong to your wallet</source>
        <translation>Szyfruj klucze prywatne, które są w twoim portfelu</translation>
    </message>
    <message>
        <source>Sign messages with your Feathercoin addresses to prove you own them</source>
        <translation>Podpisz wiadomości swoim adresem aby udowodnić jego posiadanie</translation>
    </message>
    <message>
        <source>Verify messages to ensure they were signed with specified Feathercoin addresses</source>
        <translation>Zweryfikuj wiadomość,  aby upewnić się, że została podpisana podanym adresem feathercoinowym.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Plik</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>P&amp;referencje</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Pomo&amp;c</translation>
    </message>
    <message>
        <source>Tabs toolbar</source>
        <translation>Pasek zakładek</translation>
    </message>
    <message>
        <source>Request payments (generates QR codes and feathercoin: URIs)</source>
        <translation>Żądaj płatności (generuje kod QR oraz feathercoinowe URI)</translation>
    </message>
    <message>
        <source>Show the list of used sending addresses and labels</source>
        <translation>Pokaż listę adresów i etykiet użytych do wysyłania</translation>
    </message>
    <message>
        <source>Show the list of used receiving addresses and labels</source>
        <translation>Pokaż listę adresów i etykiet użytych do odbierania</translation>
    </message>
    <message>
        <source>Open a feathercoin: URI or payment request</source>
        <translation>Otwórz URI feathercoin: lub żądanie zapłaty</translation>
    </message>
    <message>
        <source>&amp;Command-line options</source>
        <translation>&amp;Opcje linii komend</translation>
    </message>
    <message numerus="yes">
        <source>%n active connection(s) to Feathercoin network</source>
        <translation><numerusform>%n aktywnych połączeń do sieci Feathercoin</numerusform><numerusform>%n aktywnych połączeń do sieci Feathercoin</numerusform><numerusform>%n aktywnych połączeń do sieci Feathercoin</numerusform><numerusform>%n aktywnych połączeń do sieci Feathercoin</numerusform></translation>
    </message>
    <message>
        <source>Indexing blocks on disk...</source>
        <translation>Indeksowanie bloków na dysku...</translation>
    </message>
    <message>
        <source>Processing blocks on disk...</source>
        <translation>Przetwarzanie blocks on disk...</translation>
    </message>
    <message numerus="yes">
        <source>Processed %n block(s) of transaction history.</source>
        <translation><numerusform>Przetworzono %n bloków historii transakcji.</numerusform><numerusform>Przetworzono %n bloków historii transakcji.</numerusform><numerusform>Przetworzono %n bloków historii transakcji.</numerusform><numerusform>Przetworzono %n bloków historii transakcji.</numerusform></translation>
    </message>
    <message>
        <source>%1 behind</source>
        <translation>%1 za</translation>
    </message>
    <message>
        <source>Last received block was generated %1 ago.</source>
        <translation>Ostatni otrzymany blok został wygenerowany %1 temu.</translation>
    </message>
    <message>
        <source>Transactions after this will not yet be visible.</source>
        <translation>Transakcje po tym momencie nie będą jeszcze widoczne.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Ostrzeżenie</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Informacja</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Aktualny</translation>
    </message>
    <message>
        <source>&amp;Sending addresses</source>
        <translation>&amp;Adresy wysyłania</translation>
    </message>
    <message>
        <source>&amp;Receiving addresses</source>
        <translation>&amp;Adresy odbioru</translation>
    </message>
    <message>
        <source>Open Wallet</source>
        <translation>Otwórz Portfel</translation>
    </message>
    <message>
        <source>Open a wallet</source>
        <translation>Otwórz portfel</translation>
    </message>
    <message>
        <source>Close Wallet...</source>
        <translation>Zamknij Portfel...</translation>
    </message>
    <message>
        <source>Close wallet</source>
        <translation>Zamknij portfel</translation>
    </message>
    <message>
        <source>Show the %1 help message to get a list with possible Feathercoin command-line options</source>
        <translation>Pokaż pomoc %1 aby zobaczyć listę wszystkich opcji lnii poleceń.</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>domyślny portfel</translation>
    </message>
    <message>
        <source>No wallets available</source>
        <translation>Brak dostępnych portfeli</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Okno</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Minimalizuj</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Powiększ</translation>
    </message>
    <message>
        <source>Main Window</source>
        <translation>Okno główne</translation>
    </message>
    <message>
        <source>%1 client</source>
        <translation>%1 klient</translation>
    </message>
    <message>
        <source>Connecting to peers...</source>
        <translation>Łączenie z peerami...</translation>
    </message>
    <message>
        <source>Catching up...</source>
        <translation>Trwa synchronizacja…</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Błąd: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Ostrzeżenie: %1</translation>
    </message>
    <message>
        <source>Date: %1
</source>
        <translation>Data: %1
</translation>
    </message>
    <message>
        <source>Amount: %1
</source>
        <translation>Kwota: %1
</translation>
    </message>
    <message>
        <source>Wallet: %1
</source>
        <translation>Portfel: %1
</translation>
    </message>
    <message>
        <source>Type: %1
</source>
        <translation>Typ: %1
</translation>
    </message>
    <message>
        <source>Label: %1
</source>
        <translation>Etykieta: %1
</translation>
    </message>
    <message>
        <source>Address: %1
</source>
        <translation>Adres: %1
</translation>
    </message>
    <message>
        <source>Sent transaction</source>
        <translation>Transakcja wysłana</translation>
    </message>
    <message>
        <source>Incoming transaction</source>
        <translation>Transakcja przychodząca</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;enabled&lt;/b&gt;</source>
        <translation>Generowanie kluczy HD jest &lt;b&gt;włączone&lt;/b&gt;</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>Generowanie kluczy HD jest &lt;b&gt;wyłączone&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Private key &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>Klucz prywatny&lt;b&gt;dezaktywowany&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;unlocked&lt;/b&gt;</source>
        <translation>Portfel jest &lt;b&gt;zaszyfrowany&lt;/b&gt; i obecnie &lt;b&gt;odblokowany&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;locked&lt;/b&gt;</source>
        <translation>Portfel jest &lt;b&gt;zaszyfrowany&lt;/b&gt; i obecnie &lt;b&gt;zablokowany&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A fatal error occurred. Feathercoin can no longer continue safely and will quit.</source>
        <translation>Wystąpił krytyczny błąd. Feathercoin nie jest w stanie kontynuować bezpiecznie i zostanie zamknięty.</translation>
    </message>
</context>
<context>
    <name>CoinControlDialog</name>
    <message>
        <source>Coin Selection</source>
        <translation>Wybór monet</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>Ilość:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>Bajtów:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Kwota:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>Opłata:</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>Pył:</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>Po opłacie:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>Reszta:</translation>
    </message>
    <message>
        <source>(un)select all</source>
        <translation>Zaznacz/Odznacz wszystko</translation>
    </message>
    <message>
        <source>Tree mode</source>
        <translation>Widok drzewa</translation>
    </message>
    <message>
        <source>List mode</source>
        <translation>Widok listy</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <source>Received with label</source>
        <translation>Otrzymano z opisem</translation>
    </message>
    <message>
        <source>Received with address</source>
        <translation>Otrzymano z adresem</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>Potwierdzenia</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Potwierdzony</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Kopiuj adres</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>Kopiuj etykietę</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Kopiuj kwotę</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>Skopiuj ID transakcji</translation>
    </message>
    <message>
        <source>Lock unspent</source>
        <translation>Zablokuj niewydane</translation>
    </message>
    <message>
        <source>Unlock unspent</source>
        <translation>Odblokuj niewydane</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>Skopiuj ilość</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>Skopiuj prowizję</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>Skopiuj ilość po opłacie</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>Skopiuj ilość bajtów</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>Kopiuj pył</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>Skopiuj resztę</translation>
    </message>
    <message>
        <source>(%1 locked)</source>
        <translation>(%1 zablokowane)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>tak</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nie</translation>
    </message>
    <message>
        <source>This label turns red if any recipient receives an amount smaller than the current dust threshold.</source>
        <translation>Ta etykieta staje się czerwona jeżeli którykolwiek odbiorca otrzymuje kwotę mniejszą niż obecny próg pyłu.</translation>
    </message>
    <message>
        <source>Can vary +/- %1 satoshi(s) per input.</source>
        <translation>Waha się +/- %1 satoshi na wejście.</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(brak etykiety)</translation>
    </message>
    <message>
        <source>change from %1 (%2)</source>
        <translation>reszta z %1 (%2)</translation>
    </message>
    <message>
        <source>(change)</source>
        <translation>(reszta)</translation>
    </message>
</context>
<context>
    <name>CreateWalletActivity</name>
    <message>
        <source>Creating Wallet &lt;b&gt;%1&lt;/b&gt;...</source>
        <translation>Tworzenie portfela &lt;b&gt;%1&lt;/b&gt;...</translation>
    </message>
    <message>
        <source>Create wallet failed</source>
        <translation>Tworzenie portfela nieudane</translation>
    </message>
    <message>
        <source>Create wallet warning</source>
        <translation>Ostrzeżenie przy tworzeniu portfela</translation>
    </message>
</context>
<context>
    <name>CreateWalletDialog</name>
    <message>
        <source>Create Wallet</source>
        <translation>Stwórz portfel</translation>
    </message>
    <message>
        <source>Wallet Name</source>
        <translation>Nazwa portfela</translation>
    </message>
    <message>
        <source>Encrypt the wallet. The wallet will be encrypted with a passphrase of your choice.</source>
        <translation>Zaszyfruj portfel. Portfel zostanie zaszyfrowany wprowadzonym hasłem.</translation>
    </message>
    <message>
        <source>Encrypt Wallet</source>
        <translation>Zaszyfruj portfel</translation>
    </message>
    <message>
        <source>Disable private keys for this wallet. Wallets with private keys disabled will have no private keys and cannot have an HD seed or imported private keys. This is ideal for watch-only wallets.</source>
        <translation>Wyłącz klucze prywatne dla tego portfela. Portfel z wyłączonymi kluczami prywatnymi nie może zawierać zaimportowanych kluczy prywatnych ani ustawionego seeda HD. Jest to idealne rozwiązanie dla portfeli śledzących (watch-only).</translation>
    </message>
    <message>
        <source>Disable Private Keys</source>
        <translation>Wyłącz klucze prywatne</translation>
    </message>
    <message>
        <source>Make a blank wallet. Blank wallets do not initially have private keys or scripts. Private keys and addresses can be imported, or an HD seed can be set, at a later time.</source>
        <translation>Stwórz czysty portfel. Portfel taki początkowo nie zawiera żadnych kluczy prywatnych ani skryptów. Później mogą zostać zaimportowane klucze prywatne, adresy lub będzie można ustawić seed HD.</translation>
    </message>
    <message>
        <source>Make Blank Wallet</source>
        <translation>Stwórz czysty portfel</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Stwórz</translation>
    </message>
</context>
<context>
    <name>EditAddressDialog</name>
    <message>
        <source>Edit Address</source>
        <translation>Zmień adres</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>&amp;Etykieta</translation>
    </message>
    <message>
        <source>The label associated with this address list entry</source>
        <translation>Etykieta skojarzona z tym wpisem na liście adresów</translation>
    </message>
    <message>
        <source>The address associated with this address list entry. This can only be modified for sending addresses.</source>
        <translation>Ten adres jest skojarzony z wpisem na liście adresów. Może być zmodyfikowany jedynie dla adresów wysyłających.</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Adres</translation>
    </message>
    <message>
        <source>New sending address</source>
        <translation>Nowy adres wysyłania</translation>
    </message>
    <message>
        <source>Edit receiving address</source>
        <translation>Zmień adres odbioru</translation>
    </message>
    <message>
        <source>Edit sending address</source>
        <translation>Zmień adres wysyłania</translation>
    </message>
    <message>
        <source>The entered address "%1" is not a valid Feathercoin address.</source>
        <translation>Wprowadzony adres "%1" nie jest prawidłowym adresem Feathercoin.</translation>
    </message>
    <message>
        <source>Address "%1" already exists as a receiving address with label "%2" and so cannot be added as a sending address.</source>
        <translation>Adres "%1" już istnieje jako adres odbiorczy z etykietą "%2" i dlatego nie można go dodać jako adresu nadawcy.</translation>
    </message>
    <message>
        <source>The entered address "%1" is already in the address book with label "%2".</source>
        <translation>Wprowadzony adres "%1" już istnieje w książce adresowej z opisem "%2".</translation>
    </message>
    <message>
        <source>Could not unlock wallet.</source>
        <translation>Nie można było odblokować portfela.</translation>
    </message>
    <message>
        <source>New key generation failed.</source>
        <translation>Generowanie nowego klucza nie powiodło się.</translation>
    </message>
</context>
<context>
    <name>FreespaceChecker</name>
    <message>
        <source>A new data directory will be created.</source>
        <translation>Będzie utworzony nowy folder danych.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nazwa</translation>
    </message>
    <message>
        <source>Directory already exists. Add %1 if you intend to create a new directory here.</source>
        <translation>Katalog już istnieje. Dodaj %1 jeśli masz zamiar utworzyć tutaj nowy katalog.</translation>
    </message>
    <message>
        <source>Path already exists, and is not a directory.</source>
        <translation>Ścieżka już istnieje i nie jest katalogiem.</translation>
    </message>
    <message>
        <source>Cannot create data directory here.</source>
        <translation>Nie można było tutaj utworzyć folderu.</translation>
    </message>
</context>
<context>
    <name>HelpMessageDialog</name>
    <message>
        <source>version</source>
        <translation>wersja</translation>
    </message>
    <message>
        <source>(%1-bit)</source>
        <translation>(%1-bit)</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>Informacje o %1</translation>
    </message>
    <message>
        <source>Command-line options</source>
        <translation>Opcje konsoli</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>Welcome</source>
        <translation>Witaj</translation>
    </message>
    <message>
        <source>Welcome to %1.</source>
        <translation>Witaj w %1.</translation>
    </message>
    <message>
        <source>As this is the first time the program is launched, you can choose where %1 will store its data.</source>
        <translation>Ponieważ jest to pierwsze uruchomienie programu, możesz wybrać gdzie %1 będzie przechowywał swoje dane.</translation>
    </message>
    <message>
        <source>When you click OK, %1 will begin to download and process the full %4 block chain (%2GB) starting with the earliest transactions in %3 when %4 initially launched.</source>
        <translation>Gdy naciśniesz OK, %1 zacznie się pobieranie i przetwarzanie całego %4 łańcucha bloków (%2GB) zaczynając od najwcześniejszych transakcji w %3 gdy %4 został uruchomiony.</translation>
    </message>
    <message>
        <source>Reverting this setting requires re-downloading the entire blockchain. It is faster to download the full chain first and prune it later. Disables some advanced features.</source>
        <translation>Wyłączenie tej opcji spowoduje konieczność pobrania całego łańcucha bloków. Szybciej jest najpierw pobrać cały łańcuch a następnie go przyciąć (prune). Wyłącza niektóre zaawansowane funkcje.</translation>
    </message>
    <message>
        <source>This initial synchronisation is very demanding, and may expose hardware problems with your computer that had previously gone unnoticed. Each time you run %1, it will continue downloading where it left off.</source>
        <translation>Wstępna synchronizacja jest bardzo wymagająca i może ujawnić wcześniej niezauważone problemy sprzętowe. Za każdym uruchomieniem %1 pobieranie będzie kontynuowane od miejsca w którym zostało zatrzymane.</translation>
    </message>
    <message>
        <source>If you have chosen to limit block chain storage (pruning), the historical data must still be downloaded and processed, but will be deleted afterward to keep your disk usage low.</source>
        <translation>Jeśli wybrałeś opcję ograniczenia przechowywania łańcucha bloków (przycinanie) dane historyczne cały czas będą musiały być pobrane i przetworzone, jednak po tym zostaną usunięte aby ograniczyć użycie dysku.</translation>
    </message>
    <message>
        <source>Use the default data directory</source>
        <translation>Użyj domyślnego folderu danych</translation>
    </message>
    <message>
        <source>Use a custom data directory:</source>
        <translation>Użyj wybranego folderu dla danych</translation>
    </message>
    <message>
        <source>Feathercoin</source>
        <translation>Feathercoin</translation>
    </message>
    <message>
        <source>Discard blocks after verification, except most recent %1 GB (prune)</source>
        <translation>Skasuj bloki po weryfikacji, oprócz najnowszych %1 GB (prune)</translation>
    </message>
    <message>
        <source>At least %1 GB of data will be stored in this directory, and it will grow over time.</source>
        <translation>Co najmniej %1 GB danych, zostanie zapisane w tym katalogu, dane te będą przyrastały w czasie.</translation>
    </message>
    <message>
        <source>Approximately %1 GB of data will be stored in this directory.</source>
        <translation>Około %1 GB danych zostanie zapisane w tym katalogu.</translation>
    </message>
    <message>
        <source>%1 will download and store a copy of the Feathercoin block chain.</source>
        <translation>%1 pobierze i zapisze lokalnie kopię łańcucha bloków Feathercoin.</translation>
    </message>
    <message>
        <source>The wallet will also be stored in this directory.</source>
        <translation>Portfel również zostanie zapisany w tym katalogu.</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" cannot be created.</source>
        <translation>Błąd: podany folder danych «%1» nie mógł zostać utworzony.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message numerus="yes">
        <source>%n GB of free space available</source>
        <translation><numerusform>%n GB dostępnego wolnego miejsca</numerusform><numerusform>%n GB dostępnego wolnego miejsca</numerusform><numerusform>%n GB dostępnego wolnego miejsca</numerusform><numerusform>%n GB dostępnego wolnego miejsca</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(of %n GB needed)</source>
        <translation><numerusform>(z %n GB potrzebnych)</numerusform><numerusform>(z %n GB potrzebnych)</numerusform><numerusform>(z %n GB potrzebnych)</numerusform><numerusform>(z %n GB potrzebnych)</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(%n GB needed for full chain)</source>
        <translation><numerusform>(%n GB potrzebny na pełny łańcuch)</numerusform><numerusform>(%n GB potrzebne na pełny łańcuch)</numerusform><numerusform>(%n GB potrzebnych na pełny łańcuch)</numerusform><numerusform>(%n GB potrzebnych na pełny łańcuch)</numerusform></translation>
    </message>
</context>
<context>
    <name>ModalOverlay</name>
    <message>
        <source>Form</source>
        <translation>Formularz</translation>
    </message>
    <message>
        <source>Recent transactions may not yet be visible, and therefore your wallet's balance might be incorrect. This information will be correct once your wallet has finished synchronizing with the feathercoin network, as detailed below.</source>
        <translation>Świeże transakcje mogą nie być jeszcze widoczne, a zatem saldo portfela może być nieprawidłowe. Te detale będą poprawne, gdy portfel zakończy synchronizację z siecią feathercoin, zgodnie z poniższym opisem.</translation>
    </message>
    <message>
        <source>Attempting to spend feathercoins that are affected by not-yet-displayed transactions will not be accepted by the network.</source>
        <translation>Próba wydania feathercoinów które nie są jeszcze wyświetlone jako transakcja zostanie odrzucona przez sieć.</translation>
    </message>
    <message>
        <source>Number of blocks left</source>
        <translation>Pozostało bloków</translation>
    </message>
    <message>
        <source>Unknown...</source>
        <translation>Nienznane...</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>Czas ostatniego bloku</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Postęp</translation>
    </message>
    <message>
        <source>Progress increase per hour</source>
        <translation>Przyrost postępu na godzinę</translation>
    </message>
    <message>
        <source>calculating...</source>
        <translation>obliczanie...</translation>
    </message>
    <message>
        <source>Estimated time left until synced</source>
        <translation>Przewidywany czas zakończenia synchronizacji</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <source>Unknown. Syncing Headers (%1, %2%)...</source>
        <translation>Nieznane. Synchronizowanie nagłówków (%1, %2%)...</translation>
    </message>
</context>
<context>
    <name>OpenURIDialog</name>
    <message>
        <source>Open URI</source>
        <translation>Otwórz URI</translation>
    </message>
    <message>
        <source>Open payment request from URI or file</source>
        <translation>Otwórz żądanie zapłaty z URI lub pliku</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Select payment request file</source>
        <translation>Otwórz żądanie zapłaty z pliku</translation>
    </message>
    <message>
        <source>Select payment request file to open</source>
        <translation>Wybierz plik żądania zapłaty do otwarcia</translation>
    </message>
</context>
<context>
    <name>OpenWalletActivity</name>
    <message>
        <source>Open wallet failed</source>
        <translation>Otwarcie portfela nie powiodło się</translation>
    </message>
    <message>
        <source>Open wallet warning</source>
        <translation>Ostrzeżenie przy otwieraniu portfela</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>domyślny portfel</translation>
    </message>
    <message>
        <source>Opening Wallet &lt;b&gt;%1&lt;/b&gt;...</source>
        <translation>Otwieranie portfela &lt;b&gt;%1&lt;/b&gt;...</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <source>Options</source>
        <translation>Opcje</translation>
    </message>
    <message>
        <source>&amp;Main</source>
        <translation>Główne</translation>
    </message>
    <message>
        <source>Automatically start %1 after logging in to the system.</source>
        <translation>Automatycznie uruchom %1 po zalogowaniu do systemu.</translation>
    </message>
    <message>
        <source>&amp;Start %1 on system login</source>
        <translation>Uruchamiaj %1 wraz z zalogowaniem do &amp;systemu</translation>
    </message>
    <message>
        <source>Size of &amp;database cache</source>
        <translation>Wielkość bufora bazy &amp;danych</translation>
    </message>
    <message>
        <source>Number of script &amp;verification threads</source>
        <translation>Liczba wątków &amp;weryfikacji skryptu</translation>
    </message>
    <message>
        <source>IP address of the proxy (e.g. IPv4: 127.0.0.1 / IPv6: ::1)</source>
        <translation>Adres IP serwera proxy (np. IPv4: 127.0.0.1 / IPv6: ::1)</translation>
    </message>
    <message>
        <source>Shows if the supplied default SOCKS5 proxy is used to reach peers via this network type.</source>
        <translation>Pakazuje czy dostarczone domyślne SOCKS5 proxy jest użyte do połączenia z węzłami przez sieć tego typu.</translation>
    </message>
    <message>
        <source>Use separate SOCKS&amp;5 proxy to reach peers via Tor hidden services:</source>
        <translation>Użyj oddzielnego proxy SOCKS&amp;5 aby osiągnąć węzły w ukrytych usługach Tor:</translation>
    </message>
    <message>
        <source>Hide the icon from the system tray.</source>
        <translation>Ukryj ikonę z zasobnika systemowego.</translation>
    </message>
    <message>
        <source>&amp;Hide tray icon</source>
        <translation>&amp;Ukryj ikonę z zasobnika</translation>
    </message>
    <message>
        <source>Minimize instead of exit the application when the window is closed. When this option is enabled, the application will be closed only after selecting Exit in the menu.</source>
        <translation>Minimalizuje zamiast zakończyć działanie programu przy zamykaniu okna. Kiedy ta opcja jest włączona, program zakończy działanie po wybieraniu Zamknij w menu.</translation>
    </message>
    <message>
        <source>Third party URLs (e.g. a block explorer) that appear in the transactions tab as context menu items. %s in the URL is replaced by transaction hash. Multiple URLs are separated by vertical bar |.</source>
        <translation>Zewnętrzne URL podglądu transakcji (np. eksplorator bloków), które będą wyświetlały się w menu kontekstowym, w zakładce transakcji. %s będzie zamieniany w adresie na hash transakcji. Oddziel wiele adresów pionową kreską |.</translation>
    </message>
    <message>
        <source>Open the %1 configuration file from the working directory.</source>
        <translation>Otwiera %1 plik konfiguracyjny z czynnego katalogu.</translation>
    </message>
    <message>
        <source>Open Configuration File</source>
        <translation>Otwórz plik konfiguracyjny</translation>
    </message>
    <message>
        <source>Reset all client options to default.</source>
        <translation>Przywróć wszystkie domyślne ustawienia klienta.</translation>
    </message>
    <message>
        <source>&amp;Reset Options</source>
        <translation>Z&amp;resetuj ustawienia</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Sieć</translation>
    </message>
    <message>
        <source>Disables some advanced features but all blocks will still be fully validated. Reverting this setting requires re-downloading the entire blockchain. Actual disk usage may be somewhat higher.</source>
        <translation>Wyłącza niektóre zaawansowane funkcje, ale wszystkie bloki nadal będą w pełni sprawdzane. Przywrócenie tego ustawienia wymaga ponownego pobrania całego łańcucha bloków. Rzeczywiste wykorzystanie dysku może być nieco wyższe.</translation>
    </message>
    <message>
        <source>Prune &amp;block storage to</source>
        <translation>Przytnij magazyn &amp;bloków do</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>Reverting this setting requires re-downloading the entire blockchain.</source>
        <translation>Cofnięcie tego ustawienia wymaga ponownego załadowania całego łańcucha bloków.</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>(0 = auto, &lt;0 = leave that many cores free)</source>
        <translation>(0 = automatycznie, &lt;0 = zostaw tyle wolnych rdzeni)</translation>
    </message>
    <message>
        <source>W&amp;allet</source>
        <translation>Portfel</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Ekspert</translation>
    </message>
    <message>
        <source>Enable coin &amp;control features</source>
        <translation>Włącz funk&amp;cje kontoli monet</translation>
    </message>
    <message>
        <source>If you disable the spending of unconfirmed change, the change from a transaction cannot be used until that transaction has at least one confirmation. This also affects how your balance is computed.</source>
        <translation>Jeżeli wyłączysz możliwość wydania niezatwierdzonej wydanej reszty, reszta z transakcji nie będzie mogła zostać wykorzystana, dopóki ta transakcja nie będzie miała przynajmniej jednego potwierdzenia. To także ma wpływ na obliczanie Twojego salda.</translation>
    </message>
    <message>
        <source>&amp;Spend unconfirmed change</source>
        <translation>Wydaj niepotwierdzoną re&amp;sztę</translation>
    </message>
    <message>
        <source>Automatically open the Feathercoin client port on the router. This only works when your router supports UPnP and it is enabled.</source>
        <translation>Automatycznie otwiera port klienta Feathercoin na routerze. Ta opcja dzieła tylko jeśli twój router wspiera UPnP i jest ono włączone.</translation>
    </message>
    <message>
        <source>Map port using &amp;UPnP</source>
        <translation>Mapuj port używając &amp;UPnP</translation>
    </message>
    <message>
        <source>Accept connections from outside.</source>
        <translation>Akceptuj połączenia z zewnątrz.</translation>
    </message>
    <message>
        <source>Allow incomin&amp;g connections</source>
        <translation>Zezwól na &amp;połączenia przychodzące</translation>
    </message>
    <message>
        <source>Connect to the Feathercoin network through a SOCKS5 proxy.</source>
        <translation>Połącz się z siecią Feathercoin poprzez proxy SOCKS5.</translation>
    </message>
    <message>
        <source>&amp;Connect through SOCKS5 proxy (default proxy):</source>
        <translation>Połącz przez proxy SO&amp;CKS5 (domyślne proxy):</translation>
    </message>
    <message>
        <source>Proxy &amp;IP:</source>
        <translation>&amp;IP proxy:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>Port of the proxy (e.g. 9050)</source>
        <translation>Port proxy (np. 9050)</translation>
    </message>
    <message>
        <source>Used for reaching peers via:</source>
        <translation>Użyto do połączenia z peerami przy pomocy:</translation>
    </message>
    <message>
        <source>IPv4</source>
        <translation>IPv4</translation>
    </message>
    <message>
        <source>IPv6</source>
        <translation>IPv6</translation>
    </message>
    <message>
        <source>Tor</source>
        <translation>Tor</translation>
    </message>
    <message>
        <source>Connect to the Feathercoin network through a separate SOCKS5 proxy for Tor hidden services.</source>
        <translation>Połącz się z siecią Feathercoin przy pomocy oddzielnego SOCKS5 proxy dla sieci TOR</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Okno</translation>
    </message>
    <message>
        <source>Show only a tray icon after minimizing the window.</source>
        <translation>Pokazuj tylko ikonę przy zegarku po zminimalizowaniu okna.</translation>
    </message>
    <message>
        <source>&amp;Minimize to the tray instead of the taskbar</source>
        <translation>&amp;Minimalizuj do zasobnika systemowego zamiast do paska zadań</translation>
    </message>
    <message>
        <source>M&amp;inimize on close</source>
        <translation>M&amp;inimalizuj przy zamknięciu</translation>
    </message>
    <message>
        <source>&amp;Display</source>
        <translation>&amp;Wyświetlanie</translation>
    </message>
    <message>
        <source>User Interface &amp;language:</source>
        <translation>Język &amp;użytkownika:</translation>
    </message>
    <message>
        <source>The user interface language can be set here. This setting will take effect after restarting %1.</source>
        <translation>Można tu ustawić język interfejsu uzytkownika. Ustawienie przyniesie skutek po ponownym uruchomieniu %1.</translation>
    </message>
    <message>
        <source>&amp;Unit to show amounts in:</source>
        <translation>&amp;Jednostka pokazywana przy kwocie:</translation>
    </message>
    <message>
        <source>Choose the default subdivision unit to show in the interface and when sending coins.</source>
        <translation>Wybierz podział jednostki pokazywany w interfejsie  oraz podczas wysyłania monet</translation>
    </message>
    <message>
        <source>Whether to show coin control features or not.</source>
        <translation>Wybierz pokazywanie lub nie funkcji kontroli monet.</translation>
    </message>
    <message>
        <source>&amp;Third party transaction URLs</source>
        <translation>&amp;Zewnętrzny URL podglądu transakcji</translation>
    </message>
    <message>
        <source>Options set in this dialog are overridden by the command line or in the configuration file:</source>
        <translation>Opcje ustawione w tym oknie są nadpisane przez linię komend lub plik konfiguracyjny:</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;OK</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Anuluj</translation>
    </message>
    <message>
        <source>default</source>
        <translation>domyślny</translation>
    </message>
    <message>
        <source>none</source>
        <translation>żaden</translation>
    </message>
    <message>
        <source>Confirm options reset</source>
        <translation>Potwierdź reset ustawień</translation>
    </message>
    <message>
        <source>Client restart required to activate changes.</source>
        <translation>Wymagany restart programu, aby uaktywnić zmiany.</translation>
    </message>
    <message>
        <source>Client will be shut down. Do you want to proceed?</source>
        <translation>Program zostanie wyłączony. Czy chcesz kontynuować?</translation>
    </message>
    <message>
        <source>Configuration options</source>
        <translation>Opcje konfiguracji</translation>
    </message>
    <message>
        <source>The configuration file is used to specify advanced user options which override GUI settings. Additionally, any command-line options will override this configuration file.</source>
        <translation>Plik konfiguracyjny jest używany celem zdefiniowania zaawansowanych opcji nadpisujących ustawienia aplikacji okienkowej (GUI). Parametry zdefiniowane z poziomu linii poleceń nadpisują parametry określone w tym pliku.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Błąd</translation>
    </message>
    <message>
        <source>The configuration file could not be opened.</source>
        <translation>Plik z konfiguracją nie mógł być otworzony.</translation>
    </message>
    <message>
        <source>This change would require a client restart.</source>
        <translation>Ta zmiana może wymagać ponownego uruchomienia klienta.</translation>
    </message>
    <message>
        <source>The supplied proxy address is invalid.</source>
        <translation>Adres podanego proxy jest nieprawidłowy</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Form</source>
        <translation>Formularz</translation>
    </message>
    <message>
        <source>The displayed information may be out of date. Your wallet automatically synchronizes with the Feathercoin network after a connection is established, but this process has not completed yet.</source>
        <translation>Wyświetlana informacja może być nieaktualna. Twój portfel synchronizuje się automatycznie z siecią feathercoin, zaraz po tym jak uzyskano połączenie, ale proces ten nie został jeszcze ukończony.</translation>
    </message>
    <message>
        <source>Watch-only:</source>
        <translation>Tylko podglądaj:</translation>
    </message>
    <message>
        <source>Available:</source>
        <translation>Dostępne:</translation>
    </message>
    <message>
        <source>Your current spendable balance</source>
        <translation>Twoje obecne saldo</translation>
    </message>
    <message>
        <source>Pending:</source>
        <translation>W toku:</translation>
    </message>
    <message>
        <source>Total of transactions that have yet to be confirmed, and do not yet count toward the spendable balance</source>
        <translation>Suma transakcji, które nie zostały jeszcze potwierdzone, a które nie zostały wliczone do twojego obecnego salda</translation>
    </message>
    <message>
        <source>Immature:</source>
        <translation>Niedojrzały:</translation>
    </message>
    <message>
        <source>Mined balance that has not yet matured</source>
        <translation>Balans wydobytych monet, które jeszcze nie dojrzały</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Salda</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Ogółem:</translation>
    </message>
    <message>
        <source>Your current total balance</source>
        <translation>Twoje obecne saldo</translation>
    </message>
    <message>
        <source>Your current balance in watch-only addresses</source>
        <translation>Twoje obecne saldo na podglądanym adresie</translation>
    </message>
    <message>
        <source>Spendable:</source>
        <translation>Możliwe do wydania:</translation>
    </message>
    <message>
        <source>Recent transactions</source>
        <translation>Ostatnie transakcje</translation>
    </message>
    <message>
        <source>Unconfirmed transactions to watch-only addresses</source>
        <translation>Niepotwierdzone transakcje na podglądanych adresach</translation>
    </message>
    <message>
        <source>Mined balance in watch-only addresses that has not yet matured</source>
        <translation>Wykopane monety na podglądanych adresach które jeszcze nie dojrzały</translation>
    </message>
    <message>
        <source>Current total balance in watch-only addresses</source>
        <translation>Łączna kwota na podglądanych adresach</translation>
    </message>
</context>
<context>
    <name>PaymentServer</name>
    <message>
        <source>Payment request error</source>
        <translation>Błąd żądania płatności</translation>
    </message>
    <message>
        <source>Cannot start feathercoin: click-to-pay handler</source>
        <translation>Nie można uruchomić protokołu feathercoin: kliknij-by-zapłacić</translation>
    </message>
    <message>
        <source>URI handling</source>
        <translation>Obsługa URI</translation>
    </message>
    <message>
        <source>'feathercoin://' is not a valid URI. Use 'feathercoin:' instead.</source>
        <translation>'feathercoin://' nie jest poprawnym URI. Użyj 'feathercoin:'.</translation>
    </message>
    <message>
        <source>You are using a BIP70 URL which will be unsupported in the future.</source>
        <translation>Używasz URL w formacie BIP70, który wkrótce nie będzie wspierany.</translation>
    </message>
    <message>
        <source>Payment request fetch URL is invalid: %1</source>
        <translation>URL pobrania żądania zapłaty jest nieprawidłowy: %1</translation>
    </message>
    <message>
        <source>Cannot process payment request because BIP70 support was not compiled in.</source>
        <translation>Nie mogę obsłużyć żądania zapłaty ponieważ wsparcie dla BIP70 nie zostało skompilowane.</translation>
    </message>
    <message>
        <source>Due to widespread security flaws in BIP70 it's strongly recommended that any merchant instructions to switch wallets be ignored.</source>
        <translation>Z powodu znanych błędów bezpieczeństwa w BIP70 zaleca się ignorować wszelkie polecenie od sprzedawcy dotyczące zmiany portfela.</translation>
    </message>
    <message>
        <source>If you are receiving this error you should request the merchant provide a BIP21 compatible URI.</source>
        <translation>Jeżeli otrzymałeś ten błąd, powinieneś zażądać od sprzedawcy URI kompatybilnego z BIP21.</translation>
    </message>
    <message>
        <source>Invalid payment address %1</source>
        <translation>błędny adres płatności %1</translation>
    </message>
    <message>
        <source>URI cannot be parsed! This can be caused by an invalid Feathercoin address or malformed URI parameters.</source>
        <translation>Nie można przeanalizować identyfikatora URI! Może to być spowodowane nieważnym adresem Feathercoin lub nieprawidłowymi parametrami URI.</translation>
    </message>
    <message>
        <source>Payment request file handling</source>
        <translation>Przechwytywanie plików żądania płatności</translation>
    </message>
    <message>
        <source>Payment request file cannot be read! This can be caused by an invalid payment request file.</source>
        <translation>Plik z żądaniem płatności nie mógł zostać otwarty. Może być to spowodowane nieprawidłowym plikiem.</translation>
    </message>
    <message>
        <source>Payment request rejected</source>
        <translation>Żądanie płatności odrzucone</translation>
    </message>
    <message>
        <source>Payment request network doesn't match client network.</source>
        <translation>Sieć żądania zapłaty nie odpowiada sieci klienta.</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>Żądanie płatności upłynęło.</translation>
    </message>
    <message>
        <source>Payment request is not initialized.</source>
        <translation>Żądanie płatności nie jest zainicjowane.</translation>
    </message>
    <message>
        <source>Unverified payment requests to custom payment scripts are unsupported.</source>
        <translation>Niezweryfikowane żądania płatności do własnych skryptów płatności są niewspierane.</translation>
    </message>
    <message>
        <source>Invalid payment request.</source>
        <translation>Nieprawidłowe żądanie płatności</translation>
    </message>
    <message>
        <source>Requested payment amount of %1 is too small (considered dust).</source>
        <translation>Żądana kwota %1 jest za niska (uznano za kurz).</translation>
    </message>
    <message>
        <source>Refund from %1</source>
        <translation>Zwrot z %1</translation>
    </message>
    <message>
        <source>Payment request %1 is too large (%2 bytes, allowed %3 bytes).</source>
        <translation>Żądanie płatności %1 jest zbyt duże (%2 bajtów, dozwolone %3 bajtów).</translation>
    </message>
    <message>
        <source>Error communicating with %1: %2</source>
        <translation>Błąd komunikacji z %1 : %2</translation>
    </message>
    <message>
        <source>Payment request cannot be parsed!</source>
        <translation>Żądanie płatności nie może zostać przetworzone.</translation>
    </message>
    <message>
        <source>Bad response from server %1</source>
        <translation>Błędna odpowiedź z serwera %1</translation>
    </message>
    <message>
        <source>Network request error</source>
        <translation>Błąd żądania sieci</translation>
    </message>
    <message>
        <source>Payment acknowledged</source>
        <translation>Płatność potwierdzona</translation>
    </message>
</context>
<context>
    <name>PeerTableModel</name>
    <message>
        <source>User Agent</source>
        <translation>Aplikacja kliencka</translation>
    </message>
    <message>
        <source>Node/Service</source>
        <translation>Węzeł/Usługi</translation>
    </message>
    <message>
        <source>NodeId</source>
        <translation>Identyfikator węzła</translation>
    </message>
    <message>
        <source>Ping</source>
        <translation>Ping</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Wysłane</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Otrzymane</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <source>Enter a Feathercoin address (e.g. %1)</source>
        <translation>Wprowadź adres feathercoinowy (np. %1)</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 d</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 m</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Żaden</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>NIEDOSTĘPNE</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation><numerusform>%n sekunda</numerusform><numerusform>%n sekund</numerusform><numerusform>%n sekund</numerusform><numerusform>%n sekund</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation><numerusform>%n minuta</numerusform><numerusform>%n minut</numerusform><numerusform>%n minut</numerusform><numerusform>%n minut</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation><numerusform>%n godzina</numerusform><numerusform>%n godziny</numerusform><numerusform>%n godzin</numerusform><numerusform>%n godzin</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation><numerusform>%n dzień</numerusform><numerusform>%n dni</numerusform><numerusform>%n dni</numerusform><numerusform>%n dni</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation><numerusform>%n tydzień</numerusform><numerusform>%n tygodnie</numerusform><numerusform>%n tygodni</numerusform><numerusform>%n tygodni</numerusform></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 i %2</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation><numerusform>%n rok</numerusform><numerusform>%n lata</numerusform><numerusform>%n lat</numerusform><numerusform>%n lat</numerusform></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 B</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1 KB</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1 MB</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" does not exist.</source>
        <translation>Błąd: Określony folder danych "%1" nie istnieje.</translation>
    </message>
    <message>
        <source>Error: Cannot parse configuration file: %1.</source>
        <translation>Błąd: nie można przeanalizować pliku konfiguracyjnego: %1.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Błąd: %1</translation>
    </message>
    <message>
        <source>%1 didn't yet exit safely...</source>
        <translation>%1 jeszcze się bezpiecznie nie zamknął...</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
</context>
<context>
    <name>QRImageWidget</name>
    <message>
        <source>&amp;Save Image...</source>
        <translation>&amp;Zapisz obraz...</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Kopiuj obraz</translation>
    </message>
    <message>
        <source>Resulting URI too long, try to reduce the text for label / message.</source>
        <translation>Wynikowy URI jest zbyt długi, spróbuj zmniejszyć tekst etykiety / wiadomości</translation>
    </message>
    <message>
        <source>Error encoding URI into QR Code.</source>
        <translation>Błąd kodowania URI w kod QR</translation>
    </message>
    <message>
        <source>QR code support not available.</source>
        <translation>Wsparcie dla kodów QR jest niedostępne.</translation>
    </message>
    <message>
        <source>Save QR Code</source>
        <translation>Zapisz Kod QR</translation>
    </message>
    <message>
        <source>PNG Image (*.png)</source>
        <translation>Obraz PNG (*.png)</translation>
    </message>
</context>
<context>
    <name>RPCConsole</name>
    <message>
        <source>N/A</source>
        <translation>NIEDOSTĘPNE</translation>
    </message>
    <message>
        <source>Client version</source>
        <translation>Wersja klienta</translation>
    </message>
    <message>
        <source>&amp;Information</source>
        <translation>&amp;Informacje</translation>
    </message>
    <message>
        <source>Debug window</source>
        <translation>Okno debugowania</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Ogólne</translation>
    </message>
    <message>
        <source>Using BerkeleyDB version</source>
        <translation>Używana wersja BerkeleyDB</translation>
    </message>
    <message>
        <source>Datadir</source>
        <translation>Katalog danych</translation>
    </message>
    <message>
        <source>To specify a non-default location of the data directory use the '%1' option.</source>
        <translation>Użyj opcji '%1' aby wskazać niestandardową lokalizację katalogu danych.</translation>
    </message>
    <message>
        <source>Blocksdir</source>
        <translation>Blocksdir</translation>
    </message>
    <message>
        <source>To specify a non-default location of the blocks directory use the '%1' option.</source>
        <translation>Użyj opcji '%1' aby wskazać niestandardową lokalizację katalogu bloków.</translation>
    </message>
    <message>
        <source>Startup time</source>
        <translation>Czas uruchomienia</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Sieć</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nazwa</translation>
    </message>
    <message>
        <source>Number of connections</source>
        <translation>Liczba połączeń</translation>
    </message>
    <message>
        <source>Block chain</source>
        <translation>Łańcuch bloków</translation>
    </message>
    <message>
        <source>Current number of blocks</source>
        <translation>Aktualna liczba bloków</translation>
    </message>
    <message>
        <source>Memory Pool</source>
        <translation>Memory Pool (obszar pamięci)</translation>
    </message>
    <message>
        <source>Current number of transactions</source>
        <translation>Obecna liczba transakcji</translation>
    </message>
    <message>
        <source>Memory usage</source>
        <translation>Zużycie pamięci</translation>
    </message>
    <message>
        <source>Wallet: </source>
        <translation>Portfel:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Reset</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Otrzymane</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Wysłane</translation>
    </message>
    <message>
        <source>&amp;Peers</source>
        <translation>&amp;Węzły</translation>
    </message>
    <message>
        <source>Banned peers</source>
        <translation>Blokowane węzły</translation>
    </message>
    <message>
        <source>Select a peer to view detailed information.</source>
        <translation>Wybierz węzeł żeby zobaczyć szczegóły.</translation>
    </message>
    <message>
        <source>Whitelisted</source>
        <translation>Biała lista</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Kierunek</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Wersja</translation>
    </message>
    <message>
        <source>Starting Block</source>
        <translation>Blok startowy</translation>
    </message>
    <message>
        <source>Synced Headers</source>
        <translation>Zsynchronizowane nagłówki</translation>
    </message>
    <message>
        <source>Synced Blocks</source>
        <translation>Zsynchronizowane bloki</translation>
    </message>
    <message>
        <source>User Agent</source>
        <translation>Aplikacja kliencka</translation>
    </message>
    <message>
        <source>Open the %1 debug log file from the current data directory. This can take a few seconds for large log files.</source>
        <translation>Otwórz plik dziennika debugowania %1 z obecnego katalogu z danymi. Może to potrwać kilka sekund przy większych plikach.</translation>
    </message>
    <message>
        <source>Decrease font size</source>
        <translation>Zmniejsz rozmiar czcionki</translation>
    </message>
    <message>
        <source>Increase font size</source>
        <translation>Zwiększ rozmiar czcionki</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Usługi</translation>
    </message>
    <message>
        <source>Ban Score</source>
        <translation>Punkty karne</translation>
    </message>
    <message>
        <source>Connection Time</source>
        <translation>Czas połączenia</translation>
    </message>
    <message>
        <source>Last Send</source>
        <translation>Ostatnio wysłano</translation>
    </message>
    <message>
        <source>Last Receive</source>
        <translation>Ostatnio odebrano</translation>
    </message>
    <message>
        <source>Ping Time</source>
        <translation>Czas odpowiedzi</translation>
    </message>
    <message>
        <source>The duration of a currently outstanding ping.</source>
        <translation>Czas trwania nadmiarowego pingu</translation>
    </message>
    <message>
        <source>Ping Wait</source>
        <translation>Czas odpowiedzi</translation>
    </message>
    <message>
        <source>Min Ping</source>
        <translation>Minimalny czas odpowiedzi</translation>
    </message>
    <message>
        <source>Time Offset</source>
        <translation>Przesunięcie czasu</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>Czas ostatniego bloku</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Otwórz</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>&amp;Konsola</translation>
    </message>
    <message>
        <source>&amp;Network Traffic</source>
        <translation>$Ruch sieci</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Kwota ogólna</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>Wejście:</translation>
    </message>
    <message>
        <source>Out:</source>
        <translation>Wyjście:</translation>
    </message>
    <message>
        <source>Debug log file</source>
        <translation>Plik logowania debugowania</translation>
    </message>
    <message>
        <source>Clear console</source>
        <translation>Wyczyść konsolę</translation>
    </message>
    <message>
        <source>1 &amp;hour</source>
        <translation>1 &amp;godzina</translation>
    </message>
    <message>
        <source>1 &amp;day</source>
        <translation>1 &amp;dzień</translation>
    </message>
    <message>
        <source>1 &amp;week</source>
        <translation>1 &amp;tydzień</translation>
    </message>
    <message>
        <source>1 &amp;year</source>
        <translation>1 &amp;rok</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Rozłącz</translation>
    </message>
    <message>
        <source>Ban for</source>
        <translation>Zbanuj na</translation>
    </message>
    <message>
        <source>&amp;Unban</source>
        <translation>&amp;Odblokuj</translation>
    </message>
    <message>
        <source>Welcome to the %1 RPC console.</source>
        <translation>Witaj w konsoli %1 RPC.</translation>
    </message>
    <message>
        <source>Use up and down arrows to navigate history, and %1 to clear screen.</source>
        <translation>Użyj strzałek do przewijania historii i %1 aby wyczyścić ekran</translation>
    </message>
    <message>
        <source>Type %1 for an overview of available commands.</source>
        <translation>Wpisz %1 aby uzyskać listę dostępnych komend.</translation>
    </message>
    <message>
        <source>For more information on using this console type %1.</source>
        <translation>Aby uzyskać więcej informacji jak używać tej konsoli wpisz %1.</translation>
    </message>
    <message>
        <source>WARNING: Scammers have been active, telling users to type commands here, stealing their wallet contents. Do not use this console without fully understanding the ramifications of a command.</source>
        <translation>UWAGA: Oszuści nakłaniają do wpisywania tutaj różnych poleceń aby ukraść portfel. Nie używaj tej konsoli bez pełnego zrozumienia wpisywanych poleceń.</translation>
    </message>
    <message>
        <source>Network activity disabled</source>
        <translation>Aktywność sieciowa wyłączona</translation>
    </message>
    <message>
        <source>Executing command without any wallet</source>
        <translation>Wykonuję komendę bez portfela</translation>
    </message>
    <message>
        <source>Executing command using "%1" wallet</source>
        <translation>Wykonuję komendę używając portfela "%1"</translation>
    </message>
    <message>
        <source>(node id: %1)</source>
        <translation>(id węzła: %1)</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>przez %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>nigdy</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Wejściowy</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Wyjściowy</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Nie</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Nieznany</translation>
    </message>
</context>
<context>
    <name>ReceiveCoinsDialog</name>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Ilość:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Etykieta:</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Wiadomość:</translation>
    </message>
    <message>
        <source>An optional message to attach to the payment request, which will be displayed when the request is opened. Note: The message will not be sent with the payment over the Feathercoin network.</source>
        <translation>Opcjonalna wiadomość do dołączenia do żądania płatności, która będzie wyświetlana, gdy żądanie zostanie otwarte. Uwaga: wiadomość ta nie zostanie wysłana wraz z płatnością w sieci Feathercoin.</translation>
    </message>
    <message>
        <source>An optional label to associate with the new receiving address.</source>
        <translation>Opcjonalna etykieta do skojarzenia z nowym adresem odbiorczym.</translation>
    </message>
    <message>
        <source>Use this form to request payments. All fields are &lt;b&gt;optional&lt;/b&gt;.</source>
        <translation>Użyj tego formularza do zażądania płatności. Wszystkie pola są &lt;b&gt;opcjonalne&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>An optional amount to request. Leave this empty or zero to not request a specific amount.</source>
        <translation>Opcjonalna kwota by zażądać. Zostaw puste lub zero by nie zażądać konkretnej kwoty.</translation>
    </message>
    <message>
        <source>&amp;Create new receiving address</source>
        <translation>&amp;Stwórz nowy adres odbiorczy</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>Wyczyść wszystkie pola formularza.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Wyczyść</translation>
    </message>
    <message>
        <source>Native segwit addresses (aka Bech32 or BIP-173) reduce your transaction fees later on and offer better protection against typos, but old wallets don't support them. When unchecked, an address compatible with older wallets will be created instead.</source>
        <translation>Natywne adresy segwit (aka Bech32 lub BIP-173) zmniejszają później twoje opłaty transakcyjne i dają lepsze zabezpieczenie przed literówkami, ale stare portfele ich nie obsługują. Jeżeli odznaczone, stworzony zostanie adres kompatybilny ze starszymi portfelami.</translation>
    </message>
    <message>
        <source>Generate native segwit (Bech32) address</source>
        <translation>Wygeneruj natywny adres segwit (Bech32)</translation>
    </message>
    <message>
        <source>Requested payments history</source>
        <translation>Żądanie historii płatności</translation>
    </message>
    <message>
        <source>Show the selected request (does the same as double clicking an entry)</source>
        <translation>Pokaż wybrane żądanie (robi to samo co dwukrotne kliknięcie pozycji)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Pokaż</translation>
    </message>
    <message>
        <source>Remove the selected entries from the list</source>
        <translation>Usuń zaznaczone z listy</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Usuń</translation>
    </message>
    <message>
        <source>Copy URI</source>
        <translation>Kopiuj URI:</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>Kopiuj etykietę</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Kopiuj wiadomość</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Kopiuj kwotę</translation>
    </message>
</context>
<context>
    <name>ReceiveRequestDialog</name>
    <message>
        <source>QR Code</source>
        <translation>Kod QR</translation>
    </message>
    <message>
        <source>Copy &amp;URI</source>
        <translation>Kopiuj &amp;URI</translation>
    </message>
    <message>
        <source>Copy &amp;Address</source>
        <translation>Kopiuj &amp;adres</translation>
    </message>
    <message>
        <source>&amp;Save Image...</source>
        <translation>&amp;Zapisz obraz...</translation>
    </message>
    <message>
        <source>Request payment to %1</source>
        <translation>Zażądaj płatności do %1</translation>
    </message>
    <message>
        <source>Payment information</source>
        <translation>Informacje o płatności</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etykieta</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Wiadomość</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Portfel</translation>
    </message>
</context>
<context>
    <name>RecentRequestsTableModel</name>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etykieta</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Wiadomość</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(brak etykiety)</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(brak wiadomości)</translation>
    </message>
    <message>
        <source>(no amount requested)</source>
        <translation>(brak kwoty)</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Zażądano</translation>
    </message>
</context>
<context>
    <name>SendCoinsDialog</name>
    <message>
        <source>Send Coins</source>
        <translation>Wyślij monety</translation>
    </message>
    <message>
        <source>Coin Control Features</source>
        <translation>Funkcje kontroli monet</translation>
    </message>
    <message>
        <source>Inputs...</source>
        <translation>Wejścia...</translation>
    </message>
    <message>
        <source>automatically selected</source>
        <translation>zaznaczone automatycznie</translation>
    </message>
    <message>
        <source>Insufficient funds!</source>
        <translation>Niewystarczające środki!</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>Ilość:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>Bajtów:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Kwota:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>Opłata:</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>Po opłacie:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>Reszta:</translation>
    </message>
    <message>
        <source>If this is activated, but the change address is empty or invalid, change will be sent to a newly generated address.</source>
        <translation>Kiedy ta opcja jest wybrana, to jeżeli adres reszty jest pusty lub nieprawidłowy, to reszta będzie wysyłana na nowo wygenerowany adres,</translation>
    </message>
    <message>
        <source>Custom change address</source>
        <translation>Niestandardowe zmiany adresu</translation>
    </message>
    <message>
        <source>Transaction Fee:</source>
        <translation>Opłata transakcyjna:</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Wybierz...</translation>
    </message>
    <message>
        <source>Using the fallbackfee can result in sending a transaction that will take several hours or days (or never) to confirm. Consider choosing your fee manually or wait until you have validated the complete chain.</source>
        <translation>206/5000
Korzystanie z opłaty domyślnej może skutkować wysłaniem transakcji, która potwierdzi się w kilka godzin lub dni (lub nigdy). Rozważ wybranie opłaty ręcznie lub poczekaj, aż sprawdzisz poprawność całego łańcucha.</translation>
    </message>
    <message>
        <source>Warning: Fee estimation is currently not possible.</source>
        <translation>Uwaga: Oszacowanie opłaty za transakcje jest aktualnie niemożliwe.</translation>
    </message>
    <message>
        <source>collapse fee-settings</source>
        <translation>zwiń opcje opłaty</translation>
    </message>
    <message>
        <source>Specify a custom fee per kB (1,000 bytes) of the transaction's virtual size.

Note:  Since the fee is calculated on a per-byte basis, a fee of "100 satoshis per kB" for a transaction size of 500 bytes (half of 1 kB) would ultimately yield a fee of only 50 satoshis.</source>
        <translation>Określ niestandardową opłatę za kB (1000 bajtów) wirtualnego rozmiaru transakcji.

Uwaga: Ponieważ opłata jest naliczana za każdy bajt, opłata "100 satoshi za kB" w przypadku transakcji o wielkości 500 bajtów (połowa 1 kB) ostatecznie da opłatę w wysokości tylko 50 satoshi.</translation>
    </message>
    <message>
        <source>per kilobyte</source>
        <translation>za kilobajt</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ukryj</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>Zalecane:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>Własna:</translation>
    </message>
    <message>
        <source>(Smart fee not initialized yet. This usually takes a few blocks...)</source>
        <translation>(Sprytne opłaty nie są jeszcze zainicjowane. Trwa to zwykle kilka bloków...)</translation>
    </message>
    <message>
        <source>Send to multiple recipients at once</source>
        <translation>Wyślij do wielu odbiorców na raz</translation>
    </message>
    <message>
        <source>Add &amp;Recipient</source>
        <translation>Dodaj Odbio&amp;rcę</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>Wyczyść wszystkie pola formularza.</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>Pył:</translation>
    </message>
    <message>
        <source>When there is less transaction volume than space in the blocks, miners as well as relaying nodes may enforce a minimum fee. Paying only this minimum fee is just fine, but be aware that this can result in a never confirming transaction once there is more demand for feathercoin transactions than the network can process.</source>
        <translation>Gdy ilość transakcji jest mniejsza niż ilość miejsca w bloku, górnicy i węzły przekazujące wymagają minimalnej opłaty. Zapłata tylko tej wartości jest dopuszczalna, lecz może skutkować transakcją która nigdy nie zostanie potwierdzona w sytuacji, gdy ilość transakcji przekroczy przepustowość sieci.</translation>
    </message>
    <message>
        <source>A too low fee might result in a never confirming transaction (read the tooltip)</source>
        <translation>Zbyt niska opłata może spowodować, że transakcja nigdy nie zostanie zatwierdzona (przeczytaj podpowiedź)</translation>
    </message>
    <message>
        <source>Confirmation time target:</source>
        <translation>Docelowy czas potwierdzenia:</translation>
    </message>
    <message>
        <source>Enable Replace-By-Fee</source>
        <translation>Włącz RBF (podmiana transakcji przez podniesienie opłaty)</translation>
    </message>
    <message>
        <source>With Replace-By-Fee (BIP-125) you can increase a transaction's fee after it is sent. Without this, a higher fee may be recommended to compensate for increased transaction delay risk.</source>
        <translation>Dzięki podmień-przez-opłatę (RBF, BIP-125) możesz podnieść opłatę transakcyjną już wysłanej transakcji. Bez tego, może być rekomendowana większa opłata aby zmniejszyć ryzyko opóźnienia zatwierdzenia transakcji.</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>Wyczyść &amp;wszystko</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Saldo:</translation>
    </message>
    <message>
        <source>Confirm the send action</source>
        <translation>Potwierdź akcję wysyłania</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>Wy&amp;syłka</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>Skopiuj ilość</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Kopiuj kwotę</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>Skopiuj prowizję</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>Skopiuj ilość po opłacie</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>Skopiuj ilość bajtów</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>Kopiuj pył</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>Skopiuj resztę</translation>
    </message>
    <message>
        <source>%1 (%2 blocks)</source>
        <translation>%1 (%2 bloków)</translation>
    </message>
    <message>
        <source> from wallet '%1'</source>
        <translation>z portfela '%1'</translation>
    </message>
    <message>
        <source>%1 to '%2'</source>
        <translation>%1 do '%2'</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>%1 do %2</translation>
    </message>
    <message>
        <source>Are you sure you want to send?</source>
        <translation>Czy na pewno chcesz wysłać?</translation>
    </message>
    <message>
        <source>or</source>
        <translation>lub</translation>
    </message>
    <message>
        <source>You can increase the fee later (signals Replace-By-Fee, BIP-125).</source>
        <translation>Możesz później zwiększyć opłatę (sygnalizuje podmień-przez-opłatę (RBF), BIP 125).</translation>
    </message>
    <message>
        <source>Please, review your transaction.</source>
        <translation>Proszę, zweryfikuj swoją transakcję.</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>Opłata transakcyjna</translation>
    </message>
    <message>
        <source>Not signalling Replace-By-Fee, BIP-125.</source>
        <translation>Nie sygnalizuje podmień-przez-opłatę (RBF), BIP-125</translation>
    </message>
    <message>
        <source>Total Amount</source>
        <translation>Łączna wartość</translation>
    </message>
    <message>
        <source>To review recipient list click "Show Details..."</source>
        <translation>Aby przejrzeć listę odbiorców kliknij "Pokaż szczegóły..."</translation>
    </message>
    <message>
        <source>Confirm send coins</source>
        <translation>Potwierdź wysyłanie monet</translation>
    </message>
    <message>
        <source>The recipient address is not valid. Please recheck.</source>
        <translation>Adres odbiorcy jest nieprawidłowy, proszę sprawić ponownie.</translation>
    </message>
    <message>
        <source>The amount to pay must be larger than 0.</source>
        <translation>Kwota do zapłacenia musi być większa od 0.</translation>
    </message>
    <message>
        <source>The amount exceeds your balance.</source>
        <translation>Kwota przekracza twoje saldo.</translation>
    </message>
    <message>
        <source>The total exceeds your balance when the %1 transaction fee is included.</source>
        <translation>Suma przekracza twoje saldo, gdy doliczymy %1 prowizji transakcyjnej.</translation>
    </message>
    <message>
        <source>Duplicate address found: addresses should only be used once each.</source>
        <translation>Duplikat adres-u znaleziony: adresy powinny zostać użyte tylko raz.</translation>
    </message>
    <message>
        <source>Transaction creation failed!</source>
        <translation>Utworzenie transakcji nie powiodło się!</translation>
    </message>
    <message>
        <source>The transaction was rejected with the following reason: %1</source>
        <translation>Transakcja została odrzucona z następującym powodem: %1</translation>
    </message>
    <message>
        <source>A fee higher than %1 is considered an absurdly high fee.</source>
        <translation>Opłata wyższa niż %1 jest uznawana za absurdalnie dużą.</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>Żądanie płatności upłynęło.</translation>
    </message>
    <message numerus="yes">
        <source>Estimated to begin confirmation within %n block(s).</source>
        <translation><numerusform>Przybliżony czas rozpoczęcia zatwierdzenia: %n blok.</numerusform><numerusform>Przybliżony czas rozpoczęcia zatwierdzenia: %n bloki.</numerusform><numerusform>Przybliżony czas rozpoczęcia zatwierdzenia: %n bloków.</numerusform><numerusform>Przybliżony czas rozpoczęcia zatwierdzenia: %n bloków.</numerusform></translation>
    </message>
    <message>
        <source>Warning: Invalid Feathercoin address</source>
        <translation>Ostrzeżenie: nieprawidłowy adres Feathercoin</translation>
    </message>
    <message>
        <source>Warning: Unknown change address</source>
        <translation>Ostrzeżenie: Nieznany adres reszty</translation>
    </message>
    <message>
        <source>Confirm custom change address</source>
        <translation>Potwierdź zmianę adresu własnego</translation>
    </message>
    <message>
        <source>The address you selected for change is not part of this wallet. Any or all funds in your wallet may be sent to this address. Are you sure?</source>
        <translation>Wybrany adres reszty nie jest częścią tego portfela. Dowolne lub wszystkie środki w twoim portfelu mogą być wysyłane na ten adres. Jesteś pewny?</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(brak etykiety)</translation>
    </message>
</context>
<context>
    <name>SendCoinsEntry</name>
    <message>
        <source>A&amp;mount:</source>
        <translation>Su&amp;ma:</translation>
    </message>
    <message>
        <source>Pay &amp;To:</source>
        <translation>Zapłać &amp;dla:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Etykieta:</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>Wybierz wcześniej użyty adres</translation>
    </message>
    <message>
        <source>This is a normal payment.</source>
        <translation>To jest standardowa płatność</translation>
    </message>
    <message>
        <source>The Feathercoin address to send the payment to</source>
        <translation>Adres Feathercoin gdzie wysłać płatność</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>Wklej adres ze schowka</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>Usuń ten wpis</translation>
    </message>
    <message>
        <source>The fee will be deducted from the amount being sent. The recipient will receive less feathercoins than you enter in the amount field. If multiple recipients are selected, the fee is split equally.</source>
        <translation>Opłata zostanie odjęta od kwoty wysyłane.Odbiorca otrzyma mniej niż feathercoins wpisz w polu kwoty. Jeśli wybrano kilku odbiorców, opłata jest podzielona równo.</translation>
    </message>
    <message>
        <source>S&amp;ubtract fee from amount</source>
        <translation>Odejmij od wysokości opłaty</translation>
    </message>
    <message>
        <source>Use available balance</source>
        <translation>Użyj dostępnego salda</translation>
    </message>
    <message>
        <source>Message:</source>
        <translation>Wiadomość:</translation>
    </message>
    <message>
        <source>This is an unauthenticated payment request.</source>
        <translation>To żądanie zapłaty nie zostało zweryfikowane.</translation>
    </message>
    <message>
        <source>This is an authenticated payment request.</source>
        <translation>To żądanie zapłaty jest zweryfikowane.</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to the list of used addresses</source>
        <translation>Wprowadź etykietę dla tego adresu by dodać go do listy użytych adresów</translation>
    </message>
    <message>
        <source>A message that was attached to the feathercoin: URI which will be stored with the transaction for your reference. Note: This message will not be sent over the Feathercoin network.</source>
        <translation>Wiadomość, która została dołączona do URI feathercoin:, która będzie przechowywana wraz z transakcją w celach informacyjnych. Uwaga: Ta wiadomość nie będzie rozsyłana w sieci Feathercoin.</translation>
    </message>
    <message>
        <source>Pay To:</source>
        <translation>Wpłać do:</translation>
    </message>
    <message>
        <source>Memo:</source>
        <translation>Notatka:</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to your address book</source>
        <translation>Wprowadź etykietę dla tego adresu by dodać go do książki adresowej</translation>
    </message>
</context>
<context>
    <name>SendConfirmationDialog</name>
    <message>
        <source>Yes</source>
        <translation>Tak</translation>
    </message>
</context>
<context>
    <name>ShutdownWindow</name>
    <message>
        <source>%1 is shutting down...</source>
        <translation>%1 się zamyka...</translation>
    </message>
    <message>
        <source>Do not shut down the computer until this window disappears.</source>
        <translation>Nie wyłączaj komputera dopóki to okno nie zniknie.</translation>
    </message>
</context>
<context>
    <name>SignVerifyMessageDialog</name>
    <message>
        <source>Signatures - Sign / Verify a Message</source>
        <translation>Podpisy - Podpisz / zweryfikuj wiadomość</translation>
    </message>
    <message>
        <source>&amp;Sign Message</source>
        <translation>Podpi&amp;sz Wiadomość</translation>
    </message>
    <message>
        <source>You can sign messages/agreements with your addresses to prove you can receive feathercoins sent to them. Be careful not to sign anything vague or random, as phishing attacks may try to trick you into signing your identity over to them. Only sign fully-detailed statements you agree to.</source>
        <translation>Możesz podpisywać wiadomości swoimi adresami aby udowodnić, że jesteś ich właścicielem. Uważaj, aby nie podpisywać niczego co wzbudza Twoje podejrzenia, ponieważ ktoś może stosować phishing próbując nakłonić Cię do ich podpisania. Akceptuj i podpisuj tylko w pełni zrozumiałe komunikaty i wiadomości.</translation>
    </message>
    <message>
        <source>The Feathercoin address to sign the message with</source>
        <translation>Adres Feathercoin, za pomocą którego podpisać wiadomość</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>Wybierz wcześniej użyty adres</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>Wklej adres ze schowka</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Enter the message you want to sign here</source>
        <translation>Tutaj wprowadź wiadomość, którą chcesz podpisać</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Podpis</translation>
    </message>
    <message>
        <source>Copy the current signature to the system clipboard</source>
        <translation>Kopiuje aktualny podpis do schowka systemowego</translation>
    </message>
    <message>
        <source>Sign the message to prove you own this Feathercoin address</source>
        <translation>Podpisz wiadomość aby dowieść, że ten adres jest twój</translation>
    </message>
    <message>
        <source>Sign &amp;Message</source>
        <translation>Podpisz Wiado&amp;mość</translation>
    </message>
    <message>
        <source>Reset all sign message fields</source>
        <translation>Zresetuj wszystkie pola podpisanej wiadomości</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>Wyczyść &amp;wszystko</translation>
    </message>
    <message>
        <source>&amp;Verify Message</source>
        <translation>&amp;Zweryfikuj wiadomość</translation>
    </message>
    <message>
        <source>Enter the receiver's address, message (ensure you copy line breaks, spaces, tabs, etc. exactly) and signature below to verify the message. Be careful not to read more into the signature than what is in the signed message itself, to avoid being tricked by a man-in-the-middle attack. Note that this only proves the signing party receives with the address, it cannot prove sendership of any transaction!</source>
        <translation>Wpisz adres, wiadomość oraz sygnaturę (podpis) odbiorcy (upewnij się, że dokładnie skopiujesz wszystkie zakończenia linii, spacje, tabulacje itp.).  Uważaj by nie dodać więcej do podpisu niż do samej podpisywanej wiadomości by uniknąć ataku man-in-the-middle. 
Zwróć uwagę, że poprawnie zweryfikowana wiadomość potwierdza to, że nadawca posiada klucz do adresu, natomiast nie potwierdza to, że poprawne wysłanie jakiejkolwiek transakcji!</translation>
    </message>
    <message>
        <source>The Feathercoin address the message was signed with</source>
        <translation>Adres Feathercoin, którym została podpisana wiadomość</translation>
    </message>
    <message>
        <source>Verify the message to ensure it was signed with the specified Feathercoin address</source>
        <translation>Zweryfikuj wiadomość,  aby upewnić się, że została podpisana odpowiednim adresem Feathercoin.</translation>
    </message>
    <message>
        <source>Verify &amp;Message</source>
        <translation>Zweryfikuj Wiado&amp;mość</translation>
    </message>
    <message>
        <source>Reset all verify message fields</source>
        <translation>Resetuje wszystkie pola weryfikacji wiadomości</translation>
    </message>
    <message>
        <source>Click "Sign Message" to generate signature</source>
        <translation>Kliknij "Podpisz Wiadomość" żeby uzyskać podpis</translation>
    </message>
    <message>
        <source>The entered address is invalid.</source>
        <translation>Podany adres jest nieprawidłowy.</translation>
    </message>
    <message>
        <source>Please check the address and try again.</source>
        <translation>Proszę sprawdzić adres i spróbować ponownie.</translation>
    </message>
    <message>
        <source>The entered address does not refer to a key.</source>
        <translation>Wprowadzony adres nie odnosi się do klucza.</translation>
    </message>
    <message>
        <source>Wallet unlock was cancelled.</source>
        <translation>Odblokowanie portfela zostało anulowane.</translation>
    </message>
    <message>
        <source>Private key for the entered address is not available.</source>
        <translation>Klucz prywatny dla podanego adresu nie jest dostępny.</translation>
    </message>
    <message>
        <source>Message signing failed.</source>
        <translation>Podpisanie wiadomości nie powiodło się.</translation>
    </message>
    <message>
        <source>Message signed.</source>
        <translation>Wiadomość podpisana.</translation>
    </message>
    <message>
        <source>The signature could not be decoded.</source>
        <translation>Podpis nie może zostać zdekodowany.</translation>
    </message>
    <message>
        <source>Please check the signature and try again.</source>
        <translation>Sprawdź podpis i spróbuj ponownie.</translation>
    </message>
    <message>
        <source>The signature did not match the message digest.</source>
        <translation>Podpis nie odpowiada skrótowi wiadomości.</translation>
    </message>
    <message>
        <source>Message verification failed.</source>
        <translation>Weryfikacja wiadomości nie powiodła się.</translation>
    </message>
    <message>
        <source>Message verified.</source>
        <translation>Wiadomość zweryfikowana.</translation>
    </message>
</context>
<context>
    <name>TrafficGraphWidget</name>
    <message>
        <source>KB/s</source>
        <translation>KB/s</translation>
    </message>
</context>
<context>
    <name>TransactionDesc</name>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>Otwórz dla %n kolejnego bloku</numerusform><numerusform>Otwórz dla %n kolejnych bloków</numerusform><numerusform>Otwórz dla %n kolejnych bloków</numerusform><numerusform>Otwórz dla %n kolejnych bloków</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>Otwórz do %1</translation>
    </message>
    <message>
        <source>conflicted with a transaction with %1 confirmations</source>
        <translation>sprzeczny z transakcją posiadającą %1 potwierdzeń</translation>
    </message>
    <message>
        <source>0/unconfirmed, %1</source>
        <translation>0/niezatwierdzone, %1</translation>
    </message>
    <message>
        <source>in memory pool</source>
        <translation>w obszarze pamięci</translation>
    </message>
    <message>
        <source>not in memory pool</source>
        <translation>nie w obszarze pamięci</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>porzucone</translation>
    </message>
    <message>
        <source>%1/unconfirmed</source>
        <translation>%1/niezatwierdzone</translation>
    </message>
    <message>
        <source>%1 confirmations</source>
        <translation>%1 potwierdzeń</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Źródło</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Wygenerowano</translation>
    </message>
    <message>
        <source>From</source>
        <translation>Od</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>nieznane</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Do</translation>
    </message>
    <message>
        <source>own address</source>
        <translation>własny adres</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>tylko-obserwowany</translation>
    </message>
    <message>
        <source>label</source>
        <translation>etykieta</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Uznanie</translation>
    </message>
    <message numerus="yes">
        <source>matures in %n more block(s)</source>
        <translation><numerusform>dojrzeje po %n kolejnym bloku</numerusform><numerusform>dojrzeje po %n kolejnych blokach</numerusform><numerusform>dojrzeje po %n kolejnych blokach</numerusform><numerusform>dojrzeje po %n kolejnych blokach</numerusform></translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>niezaakceptowane</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Debet</translation>
    </message>
    <message>
        <source>Total debit</source>
        <translation>Łączne obciążenie</translation>
    </message>
    <message>
        <source>Total credit</source>
        <translation>Łączne uznanie</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>Opłata transakcyjna</translation>
    </message>
    <message>
        <source>Net amount</source>
        <translation>Kwota netto</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Wiadomość</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Komentarz</translation>
    </message>
    <message>
        <source>Transaction ID</source>
        <translation>ID transakcji</translation>
    </message>
    <message>
        <source>Transaction total size</source>
        <translation>Rozmiar transakcji</translation>
    </message>
    <message>
        <source>Transaction virtual size</source>
        <translation>Wirtualny rozmiar transakcji</translation>
    </message>
    <message>
        <source>Output index</source>
        <translation>Indeks wyjściowy</translation>
    </message>
    <message>
        <source> (Certificate was not verified)</source>
        <translation>(Certyfikat nie został zweryfikowany)</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Kupiec</translation>
    </message>
    <message>
        <source>Generated coins must mature %1 blocks before they can be spent. When you generated this block, it was broadcast to the network to be added to the block chain. If it fails to get into the chain, its state will change to "not accepted" and it won't be spendable. This may occasionally happen if another node generates a block within a few seconds of yours.</source>
        <translation>Wygenerowane monety muszą dojrzeć przez %1 bloków zanim będzie można je wydać. Gdy wygenerowałeś blok, został on rozgłoszony w sieci w celu dodania do łańcucha bloków. Jeżeli nie uda mu się wejść do łańcucha jego status zostanie zmieniony na "nie zaakceptowano" i nie będzie można go wydać. To czasem zdarza się gdy inny węzeł wygeneruje blok w kilka sekund od twojego.</translation>
    </message>
    <message>
        <source>Debug information</source>
        <translation>Informacje debugowania</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Transakcja</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Wejścia</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Kwota</translation>
    </message>
    <message>
        <source>true</source>
        <translation>prawda</translation>
    </message>
    <message>
        <source>false</source>
        <translation>fałsz</translation>
    </message>
</context>
<context>
    <name>TransactionDescDialog</name>
    <message>
        <source>This pane shows a detailed description of the transaction</source>
        <translation>Ten panel pokazuje szczegółowy opis transakcji</translation>
    </message>
    <message>
        <source>Details for %1</source>
        <translation>Szczegóły %1</translation>
    </message>
</context>
<context>
    <name>TransactionTableModel</name>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etykieta</translation>
    </message>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>Otwórz dla %n kolejny blok</numerusform><numerusform>Otwórz dla %n kolejne bloki</numerusform><numerusform>Otwórz dla %n kolejnych bloków</numerusform><numerusform>Otwórz dla %n kolejnych bloków</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>Otwórz do %1</translation>
    </message>
    <message>
        <source>Unconfirmed</source>
        <translation>Niepotwierdzone</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Porzucone</translation>
    </message>
    <message>
        <source>Confirming (%1 of %2 recommended confirmations)</source>
        <translation>Potwierdzanie (%1 z %2 rekomendowanych potwierdzeń)</translation>
    </message>
    <message>
        <source>Confirmed (%1 confirmations)</source>
        <translation>Potwierdzono (%1 potwierdzeń)</translation>
    </message>
    <message>
        <source>Conflicted</source>
        <translation>Skonfliktowane</translation>
    </message>
    <message>
        <source>Immature (%1 confirmations, will be available after %2)</source>
        <translation>Niedojrzała (%1 potwierdzeń, będzie dostępna po %2)</translation>
    </message>
    <message>
        <source>Generated but not accepted</source>
        <translation>Wygenerowane ale nie zaakceptowane</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>Otrzymane przez</translation>
    </message>
    <message>
        <source>Received from</source>
        <translation>Odebrano od</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>Wysłane do</translation>
    </message>
    <message>
        <source>Payment to yourself</source>
        <translation>Płatność do siebie</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>Wydobyto</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>tylko-obserwowany</translation>
    </message>
    <message>
        <source>(n/a)</source>
        <translation>(brak)</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(brak etykiety)</translation>
    </message>
    <message>
        <source>Transaction status. Hover over this field to show number of confirmations.</source>
        <translation>Status transakcji. Najedź na pole, aby zobaczyć liczbę potwierdzeń.</translation>
    </message>
    <message>
        <source>Date and time that the transaction was received.</source>
        <translation>Data i czas odebrania transakcji.</translation>
    </message>
    <message>
        <source>Type of transaction.</source>
        <translation>Rodzaj transakcji.</translation>
    </message>
    <message>
        <source>Whether or not a watch-only address is involved in this transaction.</source>
        <translation>Czy adres tylko-obserwowany jest lub nie użyty w tej transakcji.</translation>
    </message>
    <message>
        <source>User-defined intent/purpose of the transaction.</source>
        <translation>Zdefiniowana przez użytkownika intencja/cel transakcji.</translation>
    </message>
    <message>
        <source>Amount removed from or added to balance.</source>
        <translation>Kwota odjęta z lub dodana do konta.</translation>
    </message>
</context>
<context>
    <name>TransactionView</name>
    <message>
        <source>All</source>
        <translation>Wszystko</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Dzisiaj</translation>
    </message>
    <message>
        <source>This week</source>
        <translation>W tym tygodniu</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>W tym miesiącu</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>W zeszłym miesiącu</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>W tym roku</translation>
    </message>
    <message>
        <source>Range...</source>
        <translation>Zakres...</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>Otrzymane przez</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>Wysłane do</translation>
    </message>
    <message>
        <source>To yourself</source>
        <translation>Do siebie</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>Wydobyto</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Inne</translation>
    </message>
    <message>
        <source>Enter address, transaction id, or label to search</source>
        <translation>Wprowadź adres, identyfikator transakcji lub etykietę żeby wyszukać</translation>
    </message>
    <message>
        <source>Min amount</source>
        <translation>Minimalna kwota</translation>
    </message>
    <message>
        <source>Abandon transaction</source>
        <translation>Porzuć transakcję</translation>
    </message>
    <message>
        <source>Increase transaction fee</source>
        <translation>Zwiększ prowizję</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Kopiuj adres</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>Kopiuj etykietę</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Kopiuj kwotę</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>Skopiuj ID transakcji</translation>
    </message>
    <message>
        <source>Copy raw transaction</source>
        <translation>Skopiuj surowe dane transakcji</translation>
    </message>
    <message>
        <source>Copy full transaction details</source>
        <translation>Skopiuj pełne informacje o transakcji</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Zmień etykietę</translation>
    </message>
    <message>
        <source>Show transaction details</source>
        <translation>Pokaż szczegóły transakcji</translation>
    </message>
    <message>
        <source>Export Transaction History</source>
        <translation>Eksport historii transakcji</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>Plik *.CSV (dane rozdzielane przecinkami)</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Potwierdzony</translation>
    </message>
    <message>
        <source>Watch-only</source>
        <translation>Tylko-obserwowany</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Etykieta</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Adres</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>Eksportowanie nie powiodło się</translation>
    </message>
    <message>
        <source>There was an error trying to save the transaction history to %1.</source>
        <translation>Wystąpił błąd przy próbie zapisu historii transakcji do %1.</translation>
    </message>
    <message>
        <source>Exporting Successful</source>
        <translation>Eksport powiódł się</translation>
    </message>
    <message>
        <source>The transaction history was successfully saved to %1.</source>
        <translation>Historia transakcji została zapisana do %1.</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Zakres:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>do</translation>
    </message>
</context>
<context>
    <name>UnitDisplayStatusBarControl</name>
    <message>
        <source>Unit to show amounts in. Click to select another unit.</source>
        <translation>Jednostka w jakiej pokazywane są kwoty. Kliknij aby wybrać inną.</translation>
    </message>
</context>
<context>
    <name>WalletController</name>
    <message>
        <source>Close wallet</source>
        <translation>Zamknij portfel</translation>
    </message>
    <message>
        <source>Are you sure you wish to close the wallet &lt;i&gt;%1&lt;/i&gt;?</source>
        <translation>Na pewno chcesz zamknąć portfel &lt;i&gt;%1&lt;/i&gt;?</translation>
    </message>
    <message>
        <source>Closing the wallet for too long can result in having to resync the entire chain if pruning is enabled.</source>
        <translation>Zamknięcie portfela na zbyt długo może skutkować konieczność ponownego załadowania całego łańcucha, jeżeli jest włączony pruning.</translation>
    </message>
</context>
<context>
    <name>WalletFrame</name>
    <message>
        <source>No wallet has been loaded.</source>
        <translation>Nie załadowano żadnego portfela.</translation>
    </message>
</context>
<context>
    <name>WalletModel</name>
    <message>
        <source>Send Coins</source>
        <translation>Wyślij płatność</translation>
    </message>
    <message>
        <source>Fee bump error</source>
        <translation>Błąd zwiększenia prowizji</translation>
    </message>
    <message>
        <source>Increasing transaction fee failed</source>
        <translation>Nieudane zwiększenie prowizji</translation>
    </message>
    <message>
        <source>Do you want to increase the fee?</source>
        <translation>Czy chcesz zwiększyć prowizję?</translation>
    </message>
    <message>
        <source>Current fee:</source>
        <translation>Aktualna opłata:</translation>
    </message>
    <message>
        <source>Increase:</source>
        <translation>Zwiększ:</translation>
    </message>
    <message>
        <source>New fee:</source>
        <translation>Nowa opłata:</translation>
    </message>
    <message>
        <source>Confirm fee bump</source>
        <translation>Potwierdź zwiększenie opłaty</translation>
    </message>
    <message>
        <source>Can't sign transaction.</source>
        <translation>Nie można podpisać transakcji.</translation>
    </message>
    <message>
        <source>Could not commit transaction</source>
        <translation>Nie można zatwierdzić transakcji</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>domyślny portfel</translation>
    </message>
</context>
<context>
    <name>WalletView</name>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Eksportuj</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>Eksportuj dane z aktywnej karty do pliku</translation>
    </message>
    <message>
        <source>Backup Wallet</source>
        <translation>Kopia zapasowa portfela</translation>
    </message>
    <message>
        <source>Wallet Data (*.dat)</source>
        <translation>Dane Portfela (*.dat)</translation>
    </message>
    <message>
        <source>Backup Failed</source>
        <translation>Nie udało się wykonać kopii zapasowej</translation>
    </message>
    <message>
        <source>There was an error trying to save the wallet data to %1.</source>
        <translation>Wystąpił błąd przy próbie zapisu pliku portfela do %1.</translation>
    </message>
    <message>
        <source>Backup Successful</source>
        <translation>Wykonano kopię zapasową</translation>
    </message>
    <message>
        <source>The wallet data was successfully saved to %1.</source>
        <translation>Dane portfela zostały poprawnie zapisane w %1.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Anuluj</translation>
    </message>
</context>
<context>
    <name>bitcoin-core</name>
    <message>
        <source>Distributed under the MIT software license, see the accompanying file %s or %s</source>
        <translation>Rozprowadzane na licencji MIT, zobacz dołączony plik %s lub %s</translation>
    </message>
    <message>
        <source>Prune configured below the minimum of %d MiB.  Please use a higher number.</source>
        <translation>Przycinanie skonfigurowano poniżej minimalnych %d MiB. Proszę użyć wyższej liczby.</translation>
    </message>
    <message>
        <source>Prune: last wallet synchronisation goes beyond pruned data. You need to -reindex (download the whole blockchain again in case of pruned node)</source>
        <translation>Prune: ostatnia synchronizacja portfela jest za danymi. Muszisz -reindexować (pobrać cały ciąg bloków ponownie w przypadku przyciętego węzła)</translation>
    </message>
    <message>
        <source>Rescans are not possible in pruned mode. You will need to use -reindex which will download the whole blockchain again.</source>
        <translation>Ponowne skanowanie nie jest możliwe w trybie przycinania. Będzie trzeba użyć -reindex, co pobierze ponownie cały łańcuch bloków.</translation>
    </message>
    <message>
        <source>Error: A fatal internal error occurred, see debug.log for details</source>
        <translation>Błąd: Wystąpił fatalny błąd wewnętrzny, sprawdź szczegóły w debug.log</translation>
    </message>
    <message>
        <source>Pruning blockstore...</source>
        <translation>Przycinanie zapisu bloków...</translation>
    </message>
    <message>
        <source>Unable to start HTTP server. See debug log for details.</source>
        <translation>Uruchomienie serwera HTTP nie powiodło się. Zobacz dziennik debugowania, aby uzyskać więcej szczegółów.</translation>
    </message>
    <message>
        <source>The %s developers</source>
        <translation>Deweloperzy %s</translation>
    </message>
    <message>
        <source>Can't generate a change-address key. No keys in the internal keypool and can't generate any keys.</source>
        <translation>Nie mogę wygenerować adresu reszty. Brak kluczy w wewnętrznym magazynie kluczy i nie można wygenerować żadnych kluczy.</translation>
    </message>
    <message>
        <source>Cannot obtain a lock on data directory %s. %s is probably already running.</source>
        <translation>Nie można uzyskać blokady na katalogu z danymi %s. %s najprawdopodobniej jest już uruchomiony.</translation>
    </message>
    <message>
        <source>Cannot provide specific connections and have addrman find outgoing connections at the same.</source>
        <translation>Nie można podać określonych połączeń i jednocześnie mieć addrman szukającego połączeń wychodzących.</translation>
    </message>
    <message>
        <source>Error reading %s! All keys read correctly, but transaction data or address book entries might be missing or incorrect.</source>
        <translation>Błąd odczytu %s! Wszystkie klucze zostały odczytane poprawnie, ale może brakować  danych transakcji lub wpisów w książce adresowej, lub mogą one być nieprawidłowe.</translation>
    </message>
    <message>
        <source>Please check that your computer's date and time are correct! If your clock is wrong, %s will not work properly.</source>
        <translation>Proszę sprawdzić czy data i czas na Twoim komputerze są poprawne! Jeżeli ustawienia zegara będą złe, %s nie będzie działał prawidłowo.</translation>
    </message>
    <message>
        <source>Please contribute if you find %s useful. Visit %s for further information about the software.</source>
        <translation>Wspomóż proszę, jeśli uznasz %s za użyteczne. Odwiedź  %s, aby uzyskać więcej informacji o tym oprogramowaniu.</translation>
    </message>
    <message>
        <source>The block database contains a block which appears to be from the future. This may be due to your computer's date and time being set incorrectly. Only rebuild the block database if you are sure that your computer's date and time are correct</source>
        <translation>Baza bloków zawiera blok, który wydaje się pochodzić z przyszłości. Może to wynikać z nieprawidłowego ustawienia daty i godziny Twojego komputera. Bazę danych bloków dobuduj tylko, jeśli masz pewność, że data i godzina twojego komputera są poprawne</translation>
    </message>
    <message>
        <source>This is a pre-release test build - use at your own risk - do not use for mining or merchant applications</source>
        <translation>To jest wersja testowa - używać na własne ryzyko - nie używać do kopania albo zastosowań komercyjnych.</translation>
    </message>
    <message>
        <source>This is the transaction fee you may discard if change is smaller than dust at this level</source>
        <translation>To jest opłata transakcyjna jaką odrzucisz, jeżeli reszta jest mniejsza niż "dust" na tym poziomie</translation>
    </message>
    <message>
        <source>Unable to replay blocks. You will need to rebuild the database using -reindex-chainstate.</source>
        <translation>Nie można przetworzyć bloków. Konieczne będzie przebudowanie bazy danych za pomocą -reindex-chainstate.</translation>
    </message>
    <message>
        <source>Unable to rewind the database to a pre-fork state. You will need to redownload the blockchain</source>
        <translation>Nie można cofnąć bazy danych do stanu z przed forka. Konieczne jest ponowne pobranie łańcucha bloków</translation>
    </message>
    <message>
        <source>Warning: The network does not appear to fully agree! Some miners appear to be experiencing issues.</source>
        <translation>Ostrzeżenie: Sieć nie wydaje się w pełni zgodna! Niektórzy górnicy wydają się doświadczać problemów.</translation>
    </message>
    <message>
        <source>Warning: We do not appear to fully agree with our peers! You may need to upgrade, or other nodes may need to upgrade.</source>
        <translation>Uwaga: Wygląda na to, że nie ma pełnej zgodności z naszymi węzłami! Możliwe, że potrzebujesz aktualizacji bądź inne węzły jej potrzebują</translation>
    </message>
    <message>
        <source>%d of last 100 blocks have unexpected version</source>
        <translation>%d z ostatnich 100 bloków ma nieoczekiwaną wersję</translation>
    </message>
    <message>
        <source>%s corrupt, salvage failed</source>
        <translation>%s uszkodzony, odtworzenie się nie powiodło</translation>
    </message>
    <message>
        <source>-maxmempool must be at least %d MB</source>
        <translation>-maxmempool musi być przynajmniej %d MB</translation>
    </message>
    <message>
        <source>Cannot resolve -%s address: '%s'</source>
        <translation>Nie można rozpoznać -%s adresu: '%s'</translation>
    </message>
    <message>
        <source>Change index out of range</source>
        <translation>Index zmian poza zasięgiem.</translation>
    </message>
    <message>
        <source>Config setting for %s only applied on %s network when in [%s] section.</source>
        <translation>Ustawienie konfiguracyjne %s działa na sieć %s tylko, jeżeli jest w sekcji [%s].</translation>
    </message>
    <message>
        <source>Copyright (C) %i-%i</source>
        <translation>Prawa autorskie (C) %i-%i</translation>
    </message>
    <message>
        <source>Corrupted block database detected</source>
        <translation>Wykryto uszkodzoną bazę bloków</translation>
    </message>
    <message>
        <source>Do you want to rebuild the block database now?</source>
        <translation>Czy chcesz teraz przebudować bazę bloków?</translation>
    </message>
    <message>
        <source>Error initializing block database</source>
        <translation>Błąd inicjowania bazy danych bloków</translation>
    </message>
    <message>
        <source>Error initializing wallet database environment %s!</source>
        <translation>Błąd inicjowania środowiska bazy portfela %s!</translation>
    </message>
    <message>
        <source>Error loading %s</source>
        <translation>Błąd ładowania %s</translation>
    </message>
    <message>
        <source>Error loading %s: Private keys can only be disabled during creation</source>
        <translation>Błąd ładowania %s: Klucze prywatne mogą być wyłączone tylko podczas tworzenia</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet corrupted</source>
        <translation>Błąd ładowania %s: Uszkodzony portfel</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet requires newer version of %s</source>
        <translation>Błąd ładowania %s: Portfel wymaga nowszej wersji %s</translation>
    </message>
    <message>
        <source>Error loading block database</source>
        <translation>Błąd ładowania bazy bloków</translation>
    </message>
    <message>
        <source>Error opening block database</source>
        <translation>Błąd otwierania bazy bloków</translation>
    </message>
    <message>
        <source>Failed to listen on any port. Use -listen=0 if you want this.</source>
        <translation>Próba nasłuchiwania na jakimkolwiek porcie nie powiodła się. Użyj -listen=0 jeśli tego chcesz.</translation>
    </message>
    <message>
        <source>Failed to rescan the wallet during initialization</source>
        <translation>Nie udało się ponownie przeskanować portfela podczas inicjalizacji.</translation>
    </message>
    <message>
        <source>Importing...</source>
        <translation>Importowanie…</translation>
    </message>
    <message>
        <source>Incorrect or no genesis block found. Wrong datadir for network?</source>
        <translation>Nieprawidłowy lub brak bloku genezy. Błędny folder_danych dla sieci?</translation>
    </message>
    <message>
        <source>Initialization sanity check failed. %s is shutting down.</source>
        <translation>Wstępna kontrola poprawności nie powiodła się. %s wyłącza się.</translation>
    </message>
    <message>
        <source>Invalid P2P permission: '%s'</source>
        <translation>Nieprawidłowe uprawnienia P2P: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -%s=&lt;amount&gt;: '%s'</source>
        <translation>Nieprawidłowa kwota dla -%s=&lt;amount&gt;: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -discardfee=&lt;amount&gt;: '%s'</source>
        <translation>Nieprawidłowa kwota dla -discardfee=&lt;amount&gt;: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -fallbackfee=&lt;amount&gt;: '%s'</source>
        <translation>Nieprawidłowa kwota dla -fallbackfee=&lt;amount&gt;: '%s'</translation>
    </message>
    <message>
        <source>Specified blocks directory "%s" does not exist.</source>
        <translation>Podany folder bloków "%s" nie istnieje.
</translation>
    </message>
    <message>
        <source>Unknown address type '%s'</source>
        <translation>Nieznany typ adresu '%s'</translation>
    </message>
    <message>
        <source>Unknown change type '%s'</source>
        <translation>Nieznany typ reszty '%s'</translation>
    </message>
    <message>
        <source>Upgrading txindex database</source>
        <translation>Aktualizowanie bazy txindex</translation>
    </message>
    <message>
        <source>Loading P2P addresses...</source>
        <translation>Wczytywanie adresów P2P...</translation>
    </message>
    <message>
        <source>Error: Disk space is too low!</source>
        <translation>Błąd: Zbyt mało miejsca na dysku!</translation>
    </message>
    <message>
        <source>Loading banlist...</source>
        <translation>Ładowanie listy zablokowanych...</translation>
    </message>
    <message>
        <source>Not enough file descriptors available.</source>
        <translation>Brak wystarczającej liczby deskryptorów plików.</translation>
    </message>
    <message>
        <source>Prune cannot be configured with a negative value.</source>
        <translation>Przycinanie nie może być skonfigurowane z negatywną wartością.</translation>
    </message>
    <message>
        <source>Prune mode is incompatible with -txindex.</source>
        <translation>Tryb ograniczony jest niekompatybilny z -txindex.</translation>
    </message>
    <message>
        <source>Replaying blocks...</source>
        <translation>Weryfikacja bloków...</translation>
    </message>
    <message>
        <source>Rewinding blocks...</source>
        <translation>Przewijanie bloków...</translation>
    </message>
    <message>
        <source>The source code is available from %s.</source>
        <translation>Kod źródłowy dostępny jest z %s.</translation>
    </message>
    <message>
        <source>Transaction fee and change calculation failed</source>
        <translation>Opłaty za transakcję i przeliczenie zmian nie powiodło się.</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer. %s is probably already running.</source>
        <translation>Nie można przywiązać do %s na tym komputerze. %s prawdopodobnie jest już uruchomiony.</translation>
    </message>
    <message>
        <source>Unable to generate keys</source>
        <translation>Nie można wygenerować kluczy</translation>
    </message>
    <message>
        <source>Unsupported logging category %s=%s.</source>
        <translation>Nieobsługiwana kategoria rejestrowania %s=%s.</translation>
    </message>
    <message>
        <source>Upgrading UTXO database</source>
        <translation>Aktualizowanie bazy danych UTXO</translation>
    </message>
    <message>
        <source>User Agent comment (%s) contains unsafe characters.</source>
        <translation>Komentarz User Agent (%s) zawiera niebezpieczne znaki.</translation>
    </message>
    <message>
        <source>Verifying blocks...</source>
        <translation>Weryfikacja bloków...</translation>
    </message>
    <message>
        <source>Wallet needed to be rewritten: restart %s to complete</source>
        <translation>Portfel wymaga przepisania: zrestartuj %s aby ukończyć</translation>
    </message>
    <message>
        <source>Error: Listening for incoming connections failed (listen returned error %s)</source>
        <translation>Błąd: Nasłuchiwanie połączeń przychodzących nie powiodło się (nasłuch zwrócił błąd %s)</translation>
    </message>
    <message>
        <source>Invalid amount for -maxtxfee=&lt;amount&gt;: '%s' (must be at least the minrelay fee of %s to prevent stuck transactions)</source>
        <translation>Niewłaściwa ilość dla -maxtxfee=&lt;ilość&gt;: '%s' (musi wynosić przynajmniej minimalną wielkość %s aby zapobiec utknięciu transakcji)</translation>
    </message>
    <message>
        <source>The transaction amount is too small to send after the fee has been deducted</source>
        <translation>Zbyt niska kwota transakcji do wysłania po odjęciu opłaty</translation>
    </message>
    <message>
        <source>You need to rebuild the database using -reindex to go back to unpruned mode.  This will redownload the entire blockchain</source>
        <translation>Musisz przebudować bazę używając parametru -reindex aby wrócić do trybu pełnego. To spowoduje ponowne pobranie całego łańcucha bloków</translation>
    </message>
    <message>
        <source>Error reading from database, shutting down.</source>
        <translation>Błąd odczytu z bazy danych, wyłączam się.</translation>
    </message>
    <message>
        <source>Error upgrading chainstate database</source>
        <translation>Błąd ładowania bazy bloków</translation>
    </message>
    <message>
        <source>Error: Disk space is low for %s</source>
        <translation>Błąd: zbyt mało miejsca na dysku dla %s</translation>
    </message>
    <message>
        <source>Invalid -onion address or hostname: '%s'</source>
        <translation>Niewłaściwy adres -onion lub nazwa hosta: '%s'</translation>
    </message>
    <message>
        <source>Invalid -proxy address or hostname: '%s'</source>
        <translation>Nieprawidłowy adres -proxy lub nazwa hosta: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -paytxfee=&lt;amount&gt;: '%s' (must be at least %s)</source>
        <translation>Nieprawidłowa kwota dla -paytxfee=&lt;amount&gt;: '%s' (musi być co najmniej %s)</translation>
    </message>
    <message>
        <source>Invalid netmask specified in -whitelist: '%s'</source>
        <translation>Nieprawidłowa maska sieci określona w -whitelist: '%s'</translation>
    </message>
    <message>
        <source>Need to specify a port with -whitebind: '%s'</source>
        <translation>Musisz określić port z -whitebind: '%s'</translation>
    </message>
    <message>
        <source>Prune mode is incompatible with -blockfilterindex.</source>
        <translation>Tryb ograniczony jest niekompatybilny z -blockfilterindex.</translation>
    </message>
    <message>
        <source>Reducing -maxconnections from %d to %d, because of system limitations.</source>
        <translation>Zmniejszanie -maxconnections z %d do %d z powodu ograniczeń systemu.</translation>
    </message>
    <message>
        <source>Section [%s] is not recognized.</source>
        <translation>Sekcja [%s] jest nieznana.</translation>
    </message>
    <message>
        <source>Signing transaction failed</source>
        <translation>Podpisywanie transakcji nie powiodło się</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" does not exist</source>
        <translation>Podany -walletdir "%s" nie istnieje</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is a relative path</source>
        <translation>Podany -walletdir "%s" jest ścieżką względną</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is not a directory</source>
        <translation>Podany -walletdir "%s" nie jest katalogiem</translation>
    </message>
    <message>
        <source>The specified config file %s does not exist
</source>
        <translation>Podany plik konfiguracyjny %s nie istnieje
</translation>
    </message>
    <message>
        <source>The transaction amount is too small to pay the fee</source>
        <translation>Zbyt niska kwota transakcji by zapłacić opłatę</translation>
    </message>
    <message>
        <source>This is experimental software.</source>
        <translation>To oprogramowanie eksperymentalne.</translation>
    </message>
    <message>
        <source>Transaction amount too small</source>
        <translation>Zbyt niska kwota transakcji</translation>
    </message>
    <message>
        <source>Transaction too large</source>
        <translation>Transakcja zbyt duża</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer (bind returned error %s)</source>
        <translation>Nie można przywiązać do %s na tym komputerze (bind zwrócił błąd %s)</translation>
    </message>
    <message>
        <source>Unable to create the PID file '%s': %s</source>
        <translation>Nie można stworzyć pliku PID '%s': %s</translation>
    </message>
    <message>
        <source>Unable to generate initial keys</source>
        <translation>Nie można wygenerować kluczy początkowych</translation>
    </message>
    <message>
        <source>Unknown -blockfilterindex value %s.</source>
        <translation>Nieznana wartość -blockfilterindex %s.</translation>
    </message>
    <message>
        <source>Verifying wallet(s)...</source>
        <translation>Weryfikacja portfela...</translation>
    </message>
    <message>
        <source>Warning: unknown new rules activated (versionbit %i)</source>
        <translation>Ostrzeżenie: aktywowano nieznane nowe reguły (versionbit %i)</translation>
    </message>
    <message>
        <source>Zapping all transactions from wallet...</source>
        <translation>Usuwam wszystkie transakcje z portfela...</translation>
    </message>
    <message>
        <source>-maxtxfee is set very high! Fees this large could be paid on a single transaction.</source>
        <translation>-maxtxfee ma ustawioną badzo dużą wartość! Tak wysokie opłaty mogą być zapłacone w jednej transakcji.</translation>
    </message>
    <message>
        <source>This is the transaction fee you may pay when fee estimates are not available.</source>
        <translation>To jest opłata transakcyjna którą zapłacisz, gdy mechanizmy estymacji opłaty nie są dostępne.</translation>
    </message>
    <message>
        <source>This product includes software developed by the OpenSSL Project for use in the OpenSSL Toolkit %s and cryptographic software written by Eric Young and UPnP software written by Thomas Bernard.</source>
        <translation>Produkt zawiera oprogramowanie stworzone przez OpenSSL Project do użycia w OpensSSL Toolkit %s, oprogramowanie kryptograficzne napisane przez Eric Young oraz oprogramowanie UPnP napisane przez Thomas Bernard.</translation>
    </message>
    <message>
        <source>Total length of network version string (%i) exceeds maximum length (%i). Reduce the number or size of uacomments.</source>
        <translation>Całkowita długość łańcucha wersji (%i) przekracza maksymalną dopuszczalną długość (%i). Zmniejsz ilość lub rozmiar parametru uacomment.</translation>
    </message>
    <message>
        <source>Warning: Wallet file corrupt, data salvaged! Original %s saved as %s in %s; if your balance or transactions are incorrect you should restore from a backup.</source>
        <translation>Ostrzeżenie: Odtworzono dane z uszkodzonego pliku portfela! Oryginalny %s został zapisany jako %s w %s; jeśli twoje saldo lub transakcje są niepoprawne powinieneś odtworzyć kopię zapasową.</translation>
    </message>
    <message>
        <source>%s is set very high!</source>
        <translation>%s jest ustawione bardzo wysoko!</translation>
    </message>
    <message>
        <source>Error loading wallet %s. Duplicate -wallet filename specified.</source>
        <translation>Błąd wczytywania portfela %s. Podana powtórnie ta sama nazwa pliku w -wallet</translation>
    </message>
    <message>
        <source>Starting network threads...</source>
        <translation>Uruchamianie wątków sieciowych...</translation>
    </message>
    <message>
        <source>The wallet will avoid paying less than the minimum relay fee.</source>
        <translation>Portfel będzie unikał płacenia mniejszej niż przekazana opłaty.</translation>
    </message>
    <message>
        <source>This is the minimum transaction fee you pay on every transaction.</source>
        <translation>Minimalna opłata transakcyjna którą płacisz przy każdej transakcji.</translation>
    </message>
    <message>
        <source>This is the transaction fee you will pay if you send a transaction.</source>
        <translation>To jest opłata transakcyjna którą zapłacisz jeśli wyślesz transakcję.</translation>
    </message>
    <message>
        <source>Transaction amounts must not be negative</source>
        <translation>Kwota transakcji musi być dodatnia</translation>
    </message>
    <message>
        <source>Transaction has too long of a mempool chain</source>
        <translation>Transakcja posiada zbyt długi łańcuch pamięci</translation>
    </message>
    <message>
        <source>Transaction must have at least one recipient</source>
        <translation>Transakcja wymaga co najmniej jednego odbiorcy</translation>
    </message>
    <message>
        <source>Unknown network specified in -onlynet: '%s'</source>
        <translation>Nieznana sieć w -onlynet: '%s'</translation>
    </message>
    <message>
        <source>Insufficient funds</source>
        <translation>Niewystarczające środki</translation>
    </message>
    <message>
        <source>Cannot upgrade a non HD split wallet without upgrading to support pre split keypool. Please use -upgradewallet=169900 or -upgradewallet with no version specified.</source>
        <translation>Nie można zaktualizować portfela rozdzielnego bez HD, bez aktualizacji obsługi podzielonej bazy kluczy. Użyj -upgradewallet = 169900 lub -upgradewallet bez określonej wersji.</translation>
    </message>
    <message>
        <source>Fee estimation failed. Fallbackfee is disabled. Wait a few blocks or enable -fallbackfee.</source>
        <translation>Estymacja opłat nieudana. Domyślna opłata jest wyłączona. Poczekaj kilka bloków lub włącz  -fallbackfee.</translation>
    </message>
    <message>
        <source>Warning: Private keys detected in wallet {%s} with disabled private keys</source>
        <translation>Uwaga: Wykryto klucze prywatne w portfelu [%s] który ma wyłączone klucze prywatne</translation>
    </message>
    <message>
        <source>Cannot write to data directory '%s'; check permissions.</source>
        <translation>Nie mogę zapisać do katalogu danych '%s'; sprawdź uprawnienia.</translation>
    </message>
    <message>
        <source>Loading block index...</source>
        <translation>Ładowanie indeksu bloku...</translation>
    </message>
    <message>
        <source>Loading wallet...</source>
        <translation>Wczytywanie portfela...</translation>
    </message>
    <message>
        <source>Cannot downgrade wallet</source>
        <translation>Nie można dezaktualizować portfela</translation>
    </message>
    <message>
        <source>Rescanning...</source>
        <translation>Ponowne skanowanie...</translation>
    </message>
    <message>
        <source>Done loading</source>
        <translation>Wczytywanie zakończone</translation>
    </message>
</context>
</TS>