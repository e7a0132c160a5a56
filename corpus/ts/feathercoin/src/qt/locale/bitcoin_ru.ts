<TS language="ru" version="2.1">
<context>
    <name>AddressBookPage</name>
    <message>
        <source>Right-click to edit address or label</source>
        <translation>Кликните правой кнопкой для редактирования адреса или метки</translation>
    </message>
    <message>
        <source>Create a new address</source>
        <translation>Создать новый адрес</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Новый</translation>
    </message>
    <message>
        <source>Copy the currently selected address to the system clipboard</source>
        <translation>Копировать текущий выделенный адрес в буфер обмена</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>C&amp;lose</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Delete the currently selected address from the list</source>
        <translation>Удалить текущий выбранный адрес из списка</translation>
    </message>
    <message>
        <source>Enter address or label to search</source>
        <translation>Введите адрес или метку для поиска</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>Экспортировать данные текущей вкладки в файл</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Choose the address to send coins to</source>
        <translation>Выберите адрес для отправки перевода</translation>
    </message>
    <message>
        <source>Choose the address to receive coins with</source>
        <translation>Выберите адрес для получения перевода</translation>
    </message>
    <message>
        <source>C&amp;hoose</source>
        <translation>&amp;Выбрать</translation>
    </message>
    <message>
        <source>Sending addresses</source>
        <translation>Адреса отправки</translation>
    </message>
    <message>
        <source>Receiving addresses</source>
        <translation>Адреса получения</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for sending payments. Always check the amount and the receiving address before sending coins.</source>
        <translation>Это ваши Биткойн-адреса для отправки платежей. Всегда проверяйте количество и адрес получателя перед отправкой перевода.</translation>
    </message>
    <message>
        <source>These are your Feathercoin addresses for receiving payments. Use the 'Create new receiving address' button in the receive tab to create new addresses.</source>
        <translation>Это ваши Биткойн-адреса для приёма платежей. Используйте кнопку «Создать новый адрес для получения» на вкладке Получить, чтобы создать новые адреса.</translation>
    </message>
    <message>
        <source>&amp;Copy Address</source>
        <translation>Копировать &amp;адрес</translation>
    </message>
    <message>
        <source>Copy &amp;Label</source>
        <translation>Копировать &amp;метку</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>Export Address List</source>
        <translation>Экспортировать список адресов</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>Текст, разделённый запятыми (*.csv)</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <source>There was an error trying to save the address list to %1. Please try again.</source>
        <translation>Произошла ошибка сохранения списка адресов в %1. Пожалуйста, повторите попытку.</translation>
    </message>
</context>
<context>
    <name>AddressTableModel</name>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(нет метки)</translation>
    </message>
</context>
<context>
    <name>AskPassphraseDialog</name>
    <message>
        <source>Passphrase Dialog</source>
        <translation>Пароль</translation>
    </message>
    <message>
        <source>Enter passphrase</source>
        <translation>Введите пароль</translation>
    </message>
    <message>
        <source>New passphrase</source>
        <translation>Новый пароль</translation>
    </message>
    <message>
        <source>Repeat new passphrase</source>
        <translation>Повторите новый пароль</translation>
    </message>
    <message>
        <source>Show passphrase</source>
        <translation>Показать пароль</translation>
    </message>
    <message>
        <source>Encrypt wallet</source>
        <translation>Зашифровать электронный кошелёк</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to unlock the wallet.</source>
        <translation>Для выполнения операции требуется пароль от вашего кошелька.</translation>
    </message>
    <message>
        <source>Unlock wallet</source>
        <translation>Разблокировать кошелёк</translation>
    </message>
    <message>
        <source>This operation needs your wallet passphrase to decrypt the wallet.</source>
        <translation>Данная операция требует введения пароля для расшифровки вашего кошелька.</translation>
    </message>
    <message>
        <source>Decrypt wallet</source>
        <translation>Расшифровать кошелёк</translation>
    </message>
    <message>
        <source>Change passphrase</source>
        <translation>Изменить пароль</translation>
    </message>
    <message>
        <source>Confirm wallet encryption</source>
        <translation>Подтвердить шифрование кошелька</translation>
    </message>
    <message>
        <source>Warning: If you encrypt your wallet and lose your passphrase, you will &lt;b&gt;LOSE ALL OF YOUR BITCOINS&lt;/b&gt;!</source>
        <translation>Предупреждение: Если вы зашифруете кошелёк и потеряете пароль, вы &lt;b&gt;ПОТЕРЯЕТЕ ВСЕ ВАШИ БИТКОЙНЫ&lt;/b&gt;!</translation>
    </message>
    <message>
        <source>Are you sure you wish to encrypt your wallet?</source>
        <translation>Вы уверены, что хотите зашифровать ваш кошелёк?</translation>
    </message>
    <message>
        <source>Wallet encrypted</source>
        <translation>Кошелёк зашифрован</translation>
    </message>
    <message>
        <source>Enter the new passphrase for the wallet.&lt;br/&gt;Please use a passphrase of &lt;b&gt;ten or more random characters&lt;/b&gt;, or &lt;b&gt;eight or more words&lt;/b&gt;.</source>
        <translation>Введите новый пароль для кошелька.&lt;br/&gt;Используйте пароль, состоящий из &lt;b&gt;десяти или более случайных символов&lt;/b&gt;, или &lt;b&gt;восьми или более слов&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Enter the old passphrase and new passphrase for the wallet.</source>
        <translation>Введите старый и новый пароль для кошелька.</translation>
    </message>
    <message>
        <source>Remember that encrypting your wallet cannot fully protect your feathercoins from being stolen by malware infecting your computer.</source>
        <translation>Помните, что шифрование вашего кошелька не может полностью защитить ваши биткойны от кражи вредоносными программами, заражающими ваш компьютер.</translation>
    </message>
    <message>
        <source>Wallet to be encrypted</source>
        <translation>Кошелёк зашифрован</translation>
    </message>
    <message>
        <source>Your wallet is about to be encrypted. </source>
        <translation>Ваш кошелёк будет зашифрован.</translation>
    </message>
    <message>
        <source>Your wallet is now encrypted. </source>
        <translation>Ваш кошелёк теперь зашифрован.</translation>
    </message>
    <message>
        <source>IMPORTANT: Any previous backups you have made of your wallet file should be replaced with the newly generated, encrypted wallet file. For security reasons, previous backups of the unencrypted wallet file will become useless as soon as you start using the new, encrypted wallet.</source>
        <translation>ВАЖНО: любые предыдущие резервные копия вашего кошелька, выполненные вами, необходимо заменить новым сгенерированным, зашифрованным файлом кошелька. В целях безопасности, предыдущие резервные копии незашифрованного файла кошелька утратят пригодность после начала использования нового зашифрованного кошелька.</translation>
    </message>
    <message>
        <source>Wallet encryption failed</source>
        <translation>Не удалось зашифровать кошелёк</translation>
    </message>
    <message>
        <source>Wallet encryption failed due to an internal error. Your wallet was not encrypted.</source>
        <translation>Сбой шифрования кошелька из-за внутренней ошибки. Ваш кошелёк не был зашифрован.</translation>
    </message>
    <message>
        <source>The supplied passphrases do not match.</source>
        <translation>Введённые пароли не совпадают.</translation>
    </message>
    <message>
        <source>Wallet unlock failed</source>
        <translation>Не удалось разблокировать кошелёк</translation>
    </message>
    <message>
        <source>The passphrase entered for the wallet decryption was incorrect.</source>
        <translation>Пароль, введенный при шифровании кошелька, некорректен.</translation>
    </message>
    <message>
        <source>Wallet decryption failed</source>
        <translation>Расшифровка кошелька не удалась</translation>
    </message>
    <message>
        <source>Wallet passphrase was successfully changed.</source>
        <translation>Пароль кошелька успешно изменён.</translation>
    </message>
    <message>
        <source>Warning: The Caps Lock key is on!</source>
        <translation>Внимание: Caps Lock включен!</translation>
    </message>
</context>
<context>
    <name>BanTableModel</name>
    <message>
        <source>IP/Netmask</source>
        <translation>IP/Маска подсети</translation>
    </message>
    <message>
        <source>Banned Until</source>
        <translation>Заблокировано до</translation>
    </message>
</context>
<context>
    <name>BitcoinGUI</name>
    <message>
        <source>Sign &amp;message...</source>
        <translation>Подписать &amp;сообщение...</translation>
    </message>
    <message>
        <source>Synchronizing with network...</source>
        <translation>Синхронизация с сетью...</translation>
    </message>
    <message>
        <source>&amp;Overview</source>
        <translation>&amp;Обзор</translation>
    </message>
    <message>
        <source>Show general overview of wallet</source>
        <translation>Отобразить главное окно кошелька</translation>
    </message>
    <message>
        <source>&amp;Transactions</source>
        <translation>&amp;Транзакции</translation>
    </message>
    <message>
        <source>Browse transaction history</source>
        <translation>Просмотр истории транзакций</translation>
    </message>
    <message>
        <source>E&amp;xit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>Quit application</source>
        <translation>Закрыть приложение</translation>
    </message>
    <message>
        <source>&amp;About %1</source>
        <translation>&amp;О %1</translation>
    </message>
    <message>
        <source>Show information about %1</source>
        <translation>Показать информацию о %1</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>O &amp;Qt</translation>
    </message>
    <message>
        <source>Show information about Qt</source>
        <translation>Показать информацию о Qt</translation>
    </message>
    <message>
        <source>&amp;Options...</source>
        <translation>&amp;Параметры</translation>
    </message>
    <message>
        <source>Modify configuration options for %1</source>
        <translation>Изменить параметры конфигурации для %1</translation>
    </message>
    <message>
        <source>&amp;Encrypt Wallet...</source>
        <translation>&amp;Зашифровать кошелёк...</translation>
    </message>
    <message>
        <source>&amp;Backup Wallet...</source>
        <translation>&amp;Резервная копия кошелька...</translation>
    </message>
    <message>
        <source>&amp;Change Passphrase...</source>
        <translation>&amp;Изменить пароль...</translation>
    </message>
    <message>
        <source>Open &amp;URI...</source>
        <translation>Открыть &amp;URI...</translation>
    </message>
    <message>
        <source>Create Wallet...</source>
        <translation>Создать кошелёк...</translation>
    </message>
    <message>
        <source>Create a new wallet</source>
        <translation>Создать новый кошелёк</translation>
    </message>
    <message>
        <source>Wallet:</source>
        <translation>Кошелёк:</translation>
    </message>
    <message>
        <source>Click to disable network activity.</source>
        <translation>Нажмите для отключения взаимодействия с сетью.</translation>
    </message>
    <message>
        <source>Network activity disabled.</source>
        <translation>Взаимодействие с сетью отключено.</translation>
    </message>
    <message>
        <source>Click to enable network activity again.</source>
        <translation>Нажмите для включения взаимодействия с сетью.</translation>
    </message>
    <message>
        <source>Syncing Headers (%1%)...</source>
        <translation>Синхронизация заголовков (%1%)...</translation>
    </message>
    <message>
        <source>Reindexing blocks on disk...</source>
        <translation>Переиндексация блоков на диске...</translation>
    </message>
    <message>
        <source>Proxy is &lt;b&gt;enabled&lt;/b&gt;: %1</source>
        <translation>Прокси &lt;b&gt;включен&lt;/b&gt;: %1</translation>
    </message>
    <message>
        <source>Send coins to a Feathercoin address</source>
        <translation>Послать средства на Биткойн-адрес</translation>
    </message>
    <message>
        <source>Backup wallet to another location</source>
        <translation>Выполнить резервное копирование кошелька в другом месте расположения</translation>
    </message>
    <message>
        <source>Change the passphrase used for wallet encryption</source>
        <translation>Изменить пароль, используемый для шифрования кошелька</translation>
    </message>
    <message>
        <source>&amp;Debug window</source>
        <translation>&amp;Окно отладки</translation>
    </message>
    <message>
        <source>Open debugging and diagnostic console</source>
        <translation>Открыть консоль отладки и диагностики</translation>
    </message>
    <message>
        <source>&amp;Verify message...</source>
        <translation>&amp;Проверить сообщение...</translation>
    </message>
    <message>
        <source>&amp;Send</source>
        <translation>&amp;Отправить</translation>
    </message>
    <message>
        <source>&amp;Receive</source>
        <translation>&amp;Получить</translation>
    </message>
    <message>
        <source>&amp;Show / Hide</source>
        <translation>&amp;Показать / Спрятать</translation>
    </message>
    <message>
        <source>Show or hide the main Window</source>
        <translation>Показать или скрыть главное окно</translation>
    </message>
    <message>
        <source>Encrypt the private keys that belong to your wallet</source>
        <translation>Зашифровать приватные ключи, принадлежащие вашему кошельку</translation>
    </message>
    <message>
        <source>Sign messages with your Feathercoin addresses to prove you own them</source>
        <translation>Подписывайте сообщения Биткойн-адресами чтобы подтвердить что это написали именно Вы</translation>
    </message>
    <message>
        <source>Verify messages to ensure they were signed with specified Feathercoin addresses</source>
        <translation>Проверяйте сообщения чтобы убедиться что они подписаны конкретными Биткойн-адресами</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Помощь</translation>
    </message>
    <message>
        <source>Tabs toolbar</source>
        <translation>Панель вкладок</translation>
    </message>
    <message>
        <source>Request payments (generates QR codes and feathercoin: URIs)</source>
        <translation>Запросить платеж</translation>
    </message>
    <message>
        <source>Show the list of used sending addresses and labels</source>
        <translation>Показать список использованных адресов и меток получателей</translation>
    </message>
    <message>
        <source>Show the list of used receiving addresses and labels</source>
        <translation>Показать список использованных адресов и меток получателей</translation>
    </message>
    <message>
        <source>Open a feathercoin: URI or payment request</source>
        <translation>Открыть биткойн: URI или запрос платежа</translation>
    </message>
    <message>
        <source>&amp;Command-line options</source>
        <translation>Опции командной строки</translation>
    </message>
    <message numerus="yes">
        <source>%n active connection(s) to Feathercoin network</source>
        <translation><numerusform>%n активное подключение к сети Feathercoin</numerusform><numerusform>%n активных подключения к сети Feathercoin</numerusform><numerusform>%n активных подключений к сети Feathercoin</numerusform><numerusform>%n активных подключений к сети Биткойн</numerusform></translation>
    </message>
    <message>
        <source>Indexing blocks on disk...</source>
        <translation>Выполняется индексирование блоков на диске...</translation>
    </message>
    <message>
        <source>Processing blocks on disk...</source>
        <translation>Выполняется обработка блоков на диске...</translation>
    </message>
    <message numerus="yes">
        <source>Processed %n block(s) of transaction history.</source>
        <translation><numerusform>Обработан %n блок истории транзакций.</numerusform><numerusform>Обработано %n блока истории транзакций.</numerusform><numerusform>Обработано %n блоков истории транзакций.</numerusform><numerusform>Обработано %n блоков истории транзакций.</numerusform></translation>
    </message>
    <message>
        <source>%1 behind</source>
        <translation>Выполнено %1</translation>
    </message>
    <message>
        <source>Last received block was generated %1 ago.</source>
        <translation>Последний полученный блок был сгенерирован %1 назад.</translation>
    </message>
    <message>
        <source>Transactions after this will not yet be visible.</source>
        <translation>После этого транзакции больше не будут видны.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <source>Information</source>
        <translation>Информация</translation>
    </message>
    <message>
        <source>Up to date</source>
        <translation>Готов</translation>
    </message>
    <message>
        <source>&amp;Sending addresses</source>
        <translation>&amp;Адреса для отправлений</translation>
    </message>
    <message>
        <source>&amp;Receiving addresses</source>
        <translation>&amp;Адреса для получений</translation>
    </message>
    <message>
        <source>Open Wallet</source>
        <translation>Открыть Кошелёк</translation>
    </message>
    <message>
        <source>Open a wallet</source>
        <translation>Открыть кошелёк</translation>
    </message>
    <message>
        <source>Close Wallet...</source>
        <translation>Закрыть Кошелёк...</translation>
    </message>
    <message>
        <source>Close wallet</source>
        <translation>Закрыть кошелёк</translation>
    </message>
    <message>
        <source>Show the %1 help message to get a list with possible Feathercoin command-line options</source>
        <translation>Показать помощь по %1, чтобы получить список доступных параметров командной строки</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>Кошелёк по умолчанию</translation>
    </message>
    <message>
        <source>No wallets available</source>
        <translation>Нет доступных кошельков</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Окно</translation>
    </message>
    <message>
        <source>Minimize</source>
        <translation>Свернуть</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Увеличение</translation>
    </message>
    <message>
        <source>Main Window</source>
        <translation>Главное Окно</translation>
    </message>
    <message>
        <source>%1 client</source>
        <translation>%1 клиент</translation>
    </message>
    <message>
        <source>Connecting to peers...</source>
        <translation>Подключение к пирам...</translation>
    </message>
    <message>
        <source>Catching up...</source>
        <translation>Синхронизация...</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>Warning: %1</source>
        <translation>Внимание: %1</translation>
    </message>
    <message>
        <source>Date: %1
</source>
        <translation>Дата: %1
</translation>
    </message>
    <message>
        <source>Amount: %1
</source>
        <translation>Объем: %1
</translation>
    </message>
    <message>
        <source>Wallet: %1
</source>
        <translation>Кошелёк: %1
</translation>
    </message>
    <message>
        <source>Type: %1
</source>
        <translation>Тип: %1
</translation>
    </message>
    <message>
        <source>Label: %1
</source>
        <translation>Ярлык: %1
</translation>
    </message>
    <message>
        <source>Address: %1
</source>
        <translation>Адрес: %1
</translation>
    </message>
    <message>
        <source>Sent transaction</source>
        <translation>Отправленная транзакция</translation>
    </message>
    <message>
        <source>Incoming transaction</source>
        <translation>Входящая транзакция</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;enabled&lt;/b&gt;</source>
        <translation>Генерация HD ключа &lt;b&gt;включена&lt;/b&gt;</translation>
    </message>
    <message>
        <source>HD key generation is &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>Генерация HD ключа &lt;b&gt;выключена&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Private key &lt;b&gt;disabled&lt;/b&gt;</source>
        <translation>Приватный ключ &lt;b&gt;отключен&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;unlocked&lt;/b&gt;</source>
        <translation>Кошелёк &lt;b&gt;зашифрован&lt;/b&gt; и сейчас &lt;b&gt;разблокирован&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Wallet is &lt;b&gt;encrypted&lt;/b&gt; and currently &lt;b&gt;locked&lt;/b&gt;</source>
        <translation>Кошелёк &lt;b&gt;зашифрован&lt;/b&gt; и сейчас &lt;b&gt;заблокирован&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A fatal error occurred. Feathercoin can no longer continue safely and will quit.</source>
        <translation>Произошла критическая ошибка. Биткойн больше не может продолжать безопасную работу и будет закрыт.</translation>
    </message>
</context>
<context>
    <name>CoinControlDialog</name>
    <message>
        <source>Coin Selection</source>
        <translation>Выбор коинов</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>Количество:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>Байтов:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Количество:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>Комиссия:</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>Пыль:</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>После комиссии:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>Сдача:</translation>
    </message>
    <message>
        <source>(un)select all</source>
        <translation>Выбрать все</translation>
    </message>
    <message>
        <source>Tree mode</source>
        <translation>Режим дерева</translation>
    </message>
    <message>
        <source>List mode</source>
        <translation>Режим списка</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Received with label</source>
        <translation>Получено с меткой</translation>
    </message>
    <message>
        <source>Received with address</source>
        <translation>Получено с адресом</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Confirmations</source>
        <translation>Подтверждения</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Подтвержденные</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Копировать адрес</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>Копировать метку</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Копировать сумму</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>Копировать ID транзакции</translation>
    </message>
    <message>
        <source>Lock unspent</source>
        <translation>Заблокировать непотраченное</translation>
    </message>
    <message>
        <source>Unlock unspent</source>
        <translation>Разблокировать непотраченное</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>Копировать количество</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>Скопировать комиссию</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>Скопировать после комиссии</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>Скопировать байты</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>Скопировать пыль</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>Скопировать сдачу</translation>
    </message>
    <message>
        <source>(%1 locked)</source>
        <translation>(%1 заблокирован)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>This label turns red if any recipient receives an amount smaller than the current dust threshold.</source>
        <translation>Эта метка становится красной, если получатель получит меньшую сумму, чем текущий порог пыли.</translation>
    </message>
    <message>
        <source>Can vary +/- %1 satoshi(s) per input.</source>
        <translation>Может меняться +/- %1 сатоши(ей) за вход.</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(нет метки)</translation>
    </message>
    <message>
        <source>change from %1 (%2)</source>
        <translation>изменить с %1 (%2)</translation>
    </message>
    <message>
        <source>(change)</source>
        <translation>(сдача)</translation>
    </message>
</context>
<context>
    <name>CreateWalletActivity</name>
    <message>
        <source>Creating Wallet &lt;b&gt;%1&lt;/b&gt;...</source>
        <translation>Создание кошелька &lt;b&gt;%1&lt;/b&gt;...</translation>
    </message>
    <message>
        <source>Create wallet failed</source>
        <translation>Не удалось создать кошелёк</translation>
    </message>
    <message>
        <source>Create wallet warning</source>
        <translation>Кошелёк создан</translation>
    </message>
</context>
<context>
    <name>CreateWalletDialog</name>
    <message>
        <source>Create Wallet</source>
        <translation>Создать кошелёк</translation>
    </message>
    <message>
        <source>Wallet Name</source>
        <translation>Название кошелька</translation>
    </message>
    <message>
        <source>Encrypt the wallet. The wallet will be encrypted with a passphrase of your choice.</source>
        <translation>Зашифровать кошелёк. Кошелёк будет зашифрован паролем на ваш выбор.</translation>
    </message>
    <message>
        <source>Encrypt Wallet</source>
        <translation>Зашифровать кошелёк</translation>
    </message>
    <message>
        <source>Disable private keys for this wallet. Wallets with private keys disabled will have no private keys and cannot have an HD seed or imported private keys. This is ideal for watch-only wallets.</source>
        <translation>Отключить приватные ключи для этого кошелька. Кошельки с отключенными приватными ключами не будут иметь приватных ключей и HD мастер-ключ или импортированные приватные ключи. Это подходит только кошелькам для часов.</translation>
    </message>
    <message>
        <source>Disable Private Keys</source>
        <translation>Отключить приватные ключи</translation>
    </message>
    <message>
        <source>Make a blank wallet. Blank wallets do not initially have private keys or scripts. Private keys and addresses can be imported, or an HD seed can be set, at a later time.</source>
        <translation>Сделать пустой кошелёк. Чистые кошельки изначально не имеют приватных ключей или скриптов. Позже можно импортировать приватные ключи и адреса, или установить HD мастер-ключ.</translation>
    </message>
    <message>
        <source>Make Blank Wallet</source>
        <translation>Создать пустой кошелёк</translation>
    </message>
    <message>
        <source>Create</source>
        <translation>Создать</translation>
    </message>
</context>
<context>
    <name>EditAddressDialog</name>
    <message>
        <source>Edit Address</source>
        <translation>Изменить адрес</translation>
    </message>
    <message>
        <source>&amp;Label</source>
        <translation>&amp;Метка</translation>
    </message>
    <message>
        <source>The label associated with this address list entry</source>
        <translation>Метка, связанная с этим списком адресов</translation>
    </message>
    <message>
        <source>The address associated with this address list entry. This can only be modified for sending addresses.</source>
        <translation>Адрес, связанный с этой записью списка адресов. Он может быть изменён только для адресов отправки.</translation>
    </message>
    <message>
        <source>&amp;Address</source>
        <translation>&amp;Адрес</translation>
    </message>
    <message>
        <source>New sending address</source>
        <translation>Новый адрес отправки</translation>
    </message>
    <message>
        <source>Edit receiving address</source>
        <translation>Изменить адрес получения</translation>
    </message>
    <message>
        <source>Edit sending address</source>
        <translation>Изменить адрес отправки</translation>
    </message>
    <message>
        <source>The entered address "%1" is not a valid Feathercoin address.</source>
        <translation>Введенный адрес "%1" не является действительным Биткойн-адресом.</translation>
    </message>
    <message>
        <source>Address "%1" already exists as a receiving address with label "%2" and so cannot be added as a sending address.</source>
        <translation>Адрес "%1" уже существует в качестве адреса получения с меткой "%2" и поэтому не может быть добавлен в качестве адреса отправки.</translation>
    </message>
    <message>
        <source>The entered address "%1" is already in the address book with label "%2".</source>
        <translation>Введённый адрес "%1" уже существует в адресной книге с меткой "%2".</translation>
    </message>
    <message>
        <source>Could not unlock wallet.</source>
        <translation>Невозможно разблокировать кошелёк.</translation>
    </message>
    <message>
        <source>New key generation failed.</source>
        <translation>Произошла ошибка при генерации нового ключа.</translation>
    </message>
</context>
<context>
    <name>FreespaceChecker</name>
    <message>
        <source>A new data directory will be created.</source>
        <translation>Будет создана новая директория данных.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <source>Directory already exists. Add %1 if you intend to create a new directory here.</source>
        <translation>Каталог уже существует. Добавьте %1, если хотите создать новую директорию здесь.</translation>
    </message>
    <message>
        <source>Path already exists, and is not a directory.</source>
        <translation>Данный путь уже существует и это не каталог.</translation>
    </message>
    <message>
        <source>Cannot create data directory here.</source>
        <translation>Невозможно создать директорию данных здесь.</translation>
    </message>
</context>
<context>
    <name>HelpMessageDialog</name>
    <message>
        <source>version</source>
        <translation>версия</translation>
    </message>
    <message>
        <source>(%1-bit)</source>
        <translation>(%1-бит)</translation>
    </message>
    <message>
        <source>About %1</source>
        <translation>О %1</translation>
    </message>
    <message>
        <source>Command-line options</source>
        <translation>Опции командной строки</translation>
    </message>
</context>
<context>
    <name>Intro</name>
    <message>
        <source>Welcome</source>
        <translation>Добро пожаловать</translation>
    </message>
    <message>
        <source>Welcome to %1.</source>
        <translation>Добро пожаловать в %1.</translation>
    </message>
    <message>
        <source>As this is the first time the program is launched, you can choose where %1 will store its data.</source>
        <translation>Поскольку программа запущена впервые, вы должны указать где %1 будет хранить данные.</translation>
    </message>
    <message>
        <source>When you click OK, %1 will begin to download and process the full %4 block chain (%2GB) starting with the earliest transactions in %3 when %4 initially launched.</source>
        <translation>Когда вы нажмете ОК, %1 начнет загружать и обрабатывать полную цепочку блоков %4 (%2ГБ), начиная с самых ранних транзакций в %3, когда %4 был первоначально запущен.</translation>
    </message>
    <message>
        <source>Reverting this setting requires re-downloading the entire blockchain. It is faster to download the full chain first and prune it later. Disables some advanced features.</source>
        <translation>Восстановление этого параметра в последствии требует повторной загрузки всей цепочки блоков. Быстрее будет сначала скачать полную цепочку, а потом - обрезать. Это также отключает некоторые расширенные функции. </translation>
    </message>
    <message>
        <source>This initial synchronisation is very demanding, and may expose hardware problems with your computer that had previously gone unnoticed. Each time you run %1, it will continue downloading where it left off.</source>
        <translation>Первоначальная синхронизация очень сложна и может выявить проблемы с оборудованием вашего компьютера, которые ранее оставались незамеченными. Каждый раз, когда вы запускаете %1, будет продолжена загрузка с того места, где остановился.</translation>
    </message>
    <message>
        <source>If you have chosen to limit block chain storage (pruning), the historical data must still be downloaded and processed, but will be deleted afterward to keep your disk usage low.</source>
        <translation>Если вы указали сокращать объём хранимого блокчейна (pruning), все исторические данные все равно должны быть скачаны и обработаны, но впоследствии они будут удалены для экономии места на диске.</translation>
    </message>
    <message>
        <source>Use the default data directory</source>
        <translation>Использовать стандартную директорию данных</translation>
    </message>
    <message>
        <source>Use a custom data directory:</source>
        <translation>Использовать пользовательскую директорию данных</translation>
    </message>
    <message>
        <source>Feathercoin</source>
        <translation>Feathercoin Core</translation>
    </message>
    <message>
        <source>Discard blocks after verification, except most recent %1 GB (prune)</source>
        <translation>Отменить блоки после проверки, кроме самых последних %1 ГБ (обрезать)</translation>
    </message>
    <message>
        <source>At least %1 GB of data will be stored in this directory, and it will grow over time.</source>
        <translation>Как минимум %1 ГБ данных будет сохранен в эту директорию. Со временем размер будет увеличиваться.</translation>
    </message>
    <message>
        <source>Approximately %1 GB of data will be stored in this directory.</source>
        <translation>Приблизительно %1 ГБ данных будет сохранено в эту директорию.</translation>
    </message>
    <message>
        <source>%1 will download and store a copy of the Feathercoin block chain.</source>
        <translation>%1 скачает и сохранит копию цепи блоков.</translation>
    </message>
    <message>
        <source>The wallet will also be stored in this directory.</source>
        <translation>Кошелёк также будет сохранен в эту директорию.</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" cannot be created.</source>
        <translation>Ошибка: невозможно создать указанную директорию данных "%1".</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message numerus="yes">
        <source>%n GB of free space available</source>
        <translation><numerusform>%n ГБ свободного места</numerusform><numerusform>%n ГБ свободного места</numerusform><numerusform>%n ГБ свободного места</numerusform><numerusform>%n ГБ свободного места</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>(of %n GB needed)</source>
        <translation><numerusform>(требуется %n ГБ)</numerusform><numerusform>(%n ГБ требуется)</numerusform><numerusform>(%n ГБ требуется)</numerusform><numerusform>(%n ГБ требуется)</numerusform></translation>
    </message>
    </context>
<context>
    <name>ModalOverlay</name>
    <message>
        <source>Form</source>
        <translation>Форма</translation>
    </message>
    <message>
        <source>Recent transactions may not yet be visible, and therefore your wallet's balance might be incorrect. This information will be correct once your wallet has finished synchronizing with the feathercoin network, as detailed below.</source>
        <translation>Последние транзакции пока могут быть не видны, поэтому вы можете видеть некорректный баланс ваших кошельков. Отображаемая информация будет верна после завершения синхронизации. Прогресс синхронизации вы можете видеть ниже.</translation>
    </message>
    <message>
        <source>Attempting to spend feathercoins that are affected by not-yet-displayed transactions will not be accepted by the network.</source>
        <translation>Попытка потратить средства, использованные в транзакциях, которые ещё не синхронизированы, будет отклонена сетью.</translation>
    </message>
    <message>
        <source>Number of blocks left</source>
        <translation>Количество оставшихся блоков</translation>
    </message>
    <message>
        <source>Unknown...</source>
        <translation>Неизвестно...</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>Время последнего блока</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Прогресс</translation>
    </message>
    <message>
        <source>Progress increase per hour</source>
        <translation>Прогресс за час</translation>
    </message>
    <message>
        <source>calculating...</source>
        <translation>выполняется вычисление...</translation>
    </message>
    <message>
        <source>Estimated time left until synced</source>
        <translation>Расчетное время, оставшееся до синхронизации</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Спрятать</translation>
    </message>
    <message>
        <source>Unknown. Syncing Headers (%1, %2%)...</source>
        <translation>Неизвестно. Синхронизация заголовков (%1, %2%)...</translation>
    </message>
</context>
<context>
    <name>OpenURIDialog</name>
    <message>
        <source>Open URI</source>
        <translation>Открыть URI</translation>
    </message>
    <message>
        <source>Open payment request from URI or file</source>
        <translation>Открыть запрос на оплату из URI или файла</translation>
    </message>
    <message>
        <source>URI:</source>
        <translation>URI:</translation>
    </message>
    <message>
        <source>Select payment request file</source>
        <translation>Выберите файл запроса платежа</translation>
    </message>
    <message>
        <source>Select payment request file to open</source>
        <translation>Выберите файл запроса платежа для открытия</translation>
    </message>
</context>
<context>
    <name>OpenWalletActivity</name>
    <message>
        <source>Open wallet failed</source>
        <translation>Не удалось открыть кошелёк </translation>
    </message>
    <message>
        <source>Open wallet warning</source>
        <translation>Кошелёк открыт</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>Кошелёк по умолчанию</translation>
    </message>
    <message>
        <source>Opening Wallet &lt;b&gt;%1&lt;/b&gt;...</source>
        <translation>Кошелёк открывается &lt;b&gt;%1&lt;/b&gt;...</translation>
    </message>
</context>
<context>
    <name>OptionsDialog</name>
    <message>
        <source>Options</source>
        <translation>Опции</translation>
    </message>
    <message>
        <source>&amp;Main</source>
        <translation>&amp;Главный</translation>
    </message>
    <message>
        <source>Automatically start %1 after logging in to the system.</source>
        <translation>Автоматически запускать %1 после входа в систему.</translation>
    </message>
    <message>
        <source>&amp;Start %1 on system login</source>
        <translation>&amp;Запустить %1 при входе в систему</translation>
    </message>
    <message>
        <source>Size of &amp;database cache</source>
        <translation>Размер кеша &amp;базы данных</translation>
    </message>
    <message>
        <source>Number of script &amp;verification threads</source>
        <translation>Количество потоков для проверки скрипта</translation>
    </message>
    <message>
        <source>IP address of the proxy (e.g. IPv4: 127.0.0.1 / IPv6: ::1)</source>
        <translation>IP-адрес прокси (к примеру, IPv4: 127.0.0.1 / IPv6: ::1)</translation>
    </message>
    <message>
        <source>Shows if the supplied default SOCKS5 proxy is used to reach peers via this network type.</source>
        <translation>Показывает, используется ли прокси SOCKS5 по умолчанию, для доступа к узлам через этот тип сети.</translation>
    </message>
    <message>
        <source>Use separate SOCKS&amp;5 proxy to reach peers via Tor hidden services:</source>
        <translation>Использовать отдельные прокси SOCKS&amp;5 для подключения к узлам через скрытые сервисы Tor:</translation>
    </message>
    <message>
        <source>Hide the icon from the system tray.</source>
        <translation>Убрать значок с области уведомлений.</translation>
    </message>
    <message>
        <source>&amp;Hide tray icon</source>
        <translation>&amp;Скрыть иконку из трея</translation>
    </message>
    <message>
        <source>Minimize instead of exit the application when the window is closed. When this option is enabled, the application will be closed only after selecting Exit in the menu.</source>
        <translation>Сворачивать вместо закрытия. Если данная опция будет выбрана — приложение закроется только после выбора соответствующего пункта в меню.</translation>
    </message>
    <message>
        <source>Third party URLs (e.g. a block explorer) that appear in the transactions tab as context menu items. %s in the URL is replaced by transaction hash. Multiple URLs are separated by vertical bar |.</source>
        <translation>Сторонние URL-адреса (например, обозреватель блоков) , которые отображаются на вкладке транзакции как элементы контекстного меню. %s в URL заменяется хэшем транзакции. Несколько URL-адресов разделены вертикальной чертой |.</translation>
    </message>
    <message>
        <source>Open the %1 configuration file from the working directory.</source>
        <translation>Откройте файл конфигурации %1 из рабочего каталога.</translation>
    </message>
    <message>
        <source>Open Configuration File</source>
        <translation>Открыть файл конфигурации</translation>
    </message>
    <message>
        <source>Reset all client options to default.</source>
        <translation>Сбросить все опции клиента к значениям по умолчанию.</translation>
    </message>
    <message>
        <source>&amp;Reset Options</source>
        <translation>&amp;Сбросить опции</translation>
    </message>
    <message>
        <source>&amp;Network</source>
        <translation>&amp;Сеть</translation>
    </message>
    <message>
        <source>Disables some advanced features but all blocks will still be fully validated. Reverting this setting requires re-downloading the entire blockchain. Actual disk usage may be somewhat higher.</source>
        <translation>Отключает некоторые дополнительные функции, но все блоки по-прежнему будут полностью проверены. Для возврата к этому параметру необходимо повторно загрузить весь блокчейн. Фактическое использование диска может быть несколько выше.</translation>
    </message>
    <message>
        <source>Prune &amp;block storage to</source>
        <translation>Сокращать объём хранимого блокчейна до</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>ГБ</translation>
    </message>
    <message>
        <source>Reverting this setting requires re-downloading the entire blockchain.</source>
        <translation>Отмена этой настройки требует повторного скачивания всего блокчейна.</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>МиБ</translation>
    </message>
    <message>
        <source>(0 = auto, &lt;0 = leave that many cores free)</source>
        <translation>(0=авто, &lt;0 = оставить столько ядер свободными)</translation>
    </message>
    <message>
        <source>W&amp;allet</source>
        <translation>К&amp;ошелёк</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Эксперт</translation>
    </message>
    <message>
        <source>Enable coin &amp;control features</source>
        <translation>Включить возможность &amp;управления монетами</translation>
    </message>
    <message>
        <source>If you disable the spending of unconfirmed change, the change from a transaction cannot be used until that transaction has at least one confirmation. This also affects how your balance is computed.</source>
        <translation>При отключении траты неподтверждённой сдачи, сдача от транзакции не может быть использована до тех пор пока у этой транзакции не будет хотя бы одно подтверждение. Это также влияет как ваш баланс рассчитывается.</translation>
    </message>
    <message>
        <source>&amp;Spend unconfirmed change</source>
        <translation>&amp;Тратить неподтвержденную сдачу</translation>
    </message>
    <message>
        <source>Automatically open the Feathercoin client port on the router. This only works when your router supports UPnP and it is enabled.</source>
        <translation>Автоматически открыть порт для Биткойн-клиента на маршрутизаторе. Работает только если Ваш маршрутизатор поддерживает UPnP, и данная функция включена.</translation>
    </message>
    <message>
        <source>Map port using &amp;UPnP</source>
        <translation>Пробросить порт через &amp;UPnP</translation>
    </message>
    <message>
        <source>Accept connections from outside.</source>
        <translation>Принимать входящие соединения.</translation>
    </message>
    <message>
        <source>Allow incomin&amp;g connections</source>
        <translation>Разрешить входящие подключения</translation>
    </message>
    <message>
        <source>Connect to the Feathercoin network through a SOCKS5 proxy.</source>
        <translation>Подключится к сети Биткойн через прокси SOCKS5.</translation>
    </message>
    <message>
        <source>&amp;Connect through SOCKS5 proxy (default proxy):</source>
        <translation>&amp;Выполнить подключение через прокси SOCKS5 (прокси по умолчанию):</translation>
    </message>
    <message>
        <source>Proxy &amp;IP:</source>
        <translation>IP прокси:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <source>Port of the proxy (e.g. 9050)</source>
        <translation>Порт прокси: (напр. 9050)</translation>
    </message>
    <message>
        <source>Used for reaching peers via:</source>
        <translation>Используется для подключения к пирам по:</translation>
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
        <translation>Подключатся к Биткойн-сети через отдельный прокси SOCKS5 для скрытых сервисов Tor.</translation>
    </message>
    <message>
        <source>&amp;Window</source>
        <translation>&amp;Окно</translation>
    </message>
    <message>
        <source>Show only a tray icon after minimizing the window.</source>
        <translation>Отобразить только значок в области уведомлений после сворачивания окна.</translation>
    </message>
    <message>
        <source>&amp;Minimize to the tray instead of the taskbar</source>
        <translation>&amp;Сворачивать в системный лоток вместо панели задач</translation>
    </message>
    <message>
        <source>M&amp;inimize on close</source>
        <translation>С&amp;вернуть при закрытии</translation>
    </message>
    <message>
        <source>&amp;Display</source>
        <translation>&amp;Отображение</translation>
    </message>
    <message>
        <source>User Interface &amp;language:</source>
        <translation>Язык пользовательского интерфейса:</translation>
    </message>
    <message>
        <source>The user interface language can be set here. This setting will take effect after restarting %1.</source>
        <translation>Здесь можно выбрать язык пользовательского интерфейса. Параметры будут применены после перезапуска %1</translation>
    </message>
    <message>
        <source>&amp;Unit to show amounts in:</source>
        <translation>&amp;Отображать суммы в единицах:</translation>
    </message>
    <message>
        <source>Choose the default subdivision unit to show in the interface and when sending coins.</source>
        <translation>Выберите единицу измерения монет при отображении и отправке.</translation>
    </message>
    <message>
        <source>Whether to show coin control features or not.</source>
        <translation>Показывать ли опцию управления монетами.</translation>
    </message>
    <message>
        <source>&amp;Third party transaction URLs</source>
        <translation>&amp;Ссылки на транзакции сторонних сервисов</translation>
    </message>
    <message>
        <source>Options set in this dialog are overridden by the command line or in the configuration file:</source>
        <translation>Параметры, установленные в этом диалоговом окне, переопределяются командной строкой или в файле конфигурации:</translation>
    </message>
    <message>
        <source>&amp;OK</source>
        <translation>&amp;ОК</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Отмена</translation>
    </message>
    <message>
        <source>default</source>
        <translation>по умолчанию</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ни один</translation>
    </message>
    <message>
        <source>Confirm options reset</source>
        <translation>Подтвердить сброс опций</translation>
    </message>
    <message>
        <source>Client restart required to activate changes.</source>
        <translation>Для активации изменений необходим перезапуск клиента.</translation>
    </message>
    <message>
        <source>Client will be shut down. Do you want to proceed?</source>
        <translation>Клиент будет закрыт. Продолжить далее?</translation>
    </message>
    <message>
        <source>Configuration options</source>
        <translation>Опции конфигурации</translation>
    </message>
    <message>
        <source>The configuration file is used to specify advanced user options which override GUI settings. Additionally, any command-line options will override this configuration file.</source>
        <translation>Файл конфигурации используется для указания расширенных пользовательских параметров, которые переопределяют настройки графического интерфейса. Кроме того, любые параметры командной строки будут переопределять этот файл конфигурации.</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>The configuration file could not be opened.</source>
        <translation>Невозможно открыть файл конфигурации.</translation>
    </message>
    <message>
        <source>This change would require a client restart.</source>
        <translation>Это изменение потребует перезапуск клиента.</translation>
    </message>
    <message>
        <source>The supplied proxy address is invalid.</source>
        <translation>Указанный прокси-адрес недействителен.</translation>
    </message>
</context>
<context>
    <name>OverviewPage</name>
    <message>
        <source>Form</source>
        <translation>Форма</translation>
    </message>
    <message>
        <source>The displayed information may be out of date. Your wallet automatically synchronizes with the Feathercoin network after a connection is established, but this process has not completed yet.</source>
        <translation>Отображаемая информация может быть устаревшей. Ваш кошелёк автоматически синхронизируется с сетью Биткойн после подключения, но этот процесс пока не завершён.</translation>
    </message>
    <message>
        <source>Watch-only:</source>
        <translation>Только просмотр:</translation>
    </message>
    <message>
        <source>Available:</source>
        <translation>Доступно:</translation>
    </message>
    <message>
        <source>Your current spendable balance</source>
        <translation>Ваш доступный баланс</translation>
    </message>
    <message>
        <source>Pending:</source>
        <translation>В ожидании:</translation>
    </message>
    <message>
        <source>Total of transactions that have yet to be confirmed, and do not yet count toward the spendable balance</source>
        <translation>Общая сумма всех транзакций, которые до сих пор не подтверждены, и до сих пор не учитываются в расходном балансе</translation>
    </message>
    <message>
        <source>Immature:</source>
        <translation>Незрелые:</translation>
    </message>
    <message>
        <source>Mined balance that has not yet matured</source>
        <translation>Баланс добытых монет, который ещё не созрел</translation>
    </message>
    <message>
        <source>Balances</source>
        <translation>Балансы</translation>
    </message>
    <message>
        <source>Total:</source>
        <translation>Всего:</translation>
    </message>
    <message>
        <source>Your current total balance</source>
        <translation>Ваш текущий баланс:</translation>
    </message>
    <message>
        <source>Your current balance in watch-only addresses</source>
        <translation>Ваш текущий баланс (только чтение):</translation>
    </message>
    <message>
        <source>Spendable:</source>
        <translation>Доступно:</translation>
    </message>
    <message>
        <source>Recent transactions</source>
        <translation>Последние транзакции</translation>
    </message>
    <message>
        <source>Unconfirmed transactions to watch-only addresses</source>
        <translation>Неподтвержденные транзакции для просмотра по адресам</translation>
    </message>
    <message>
        <source>Mined balance in watch-only addresses that has not yet matured</source>
        <translation>Баланс добытых монет на адресах наблюдения, который ещё не созрел</translation>
    </message>
    <message>
        <source>Current total balance in watch-only addresses</source>
        <translation>Текущий общий баланс на адресах наблюдения</translation>
    </message>
</context>
<context>
    <name>PaymentServer</name>
    <message>
        <source>Payment request error</source>
        <translation>Ошибка запроса платежа</translation>
    </message>
    <message>
        <source>Cannot start feathercoin: click-to-pay handler</source>
        <translation>Не удаётся запустить биткойн: обработчик click-to-pay</translation>
    </message>
    <message>
        <source>URI handling</source>
        <translation>Обработка идентификатора</translation>
    </message>
    <message>
        <source>'feathercoin://' is not a valid URI. Use 'feathercoin:' instead.</source>
        <translation>'feathercoin://' не верный URI. Используйте 'feathercoin:' вместо этого.</translation>
    </message>
    <message>
        <source>You are using a BIP70 URL which will be unsupported in the future.</source>
        <translation>Вы используете URL BIP70, который не будет поддерживаться в будущем.</translation>
    </message>
    <message>
        <source>Payment request fetch URL is invalid: %1</source>
        <translation>Неверный URL запроса платежа: %1</translation>
    </message>
    <message>
        <source>Cannot process payment request because BIP70 support was not compiled in.</source>
        <translation>Не удалось обработать запрос на оплату, так как поддержка BIP70 не была имплементирована.</translation>
    </message>
    <message>
        <source>Due to widespread security flaws in BIP70 it's strongly recommended that any merchant instructions to switch wallets be ignored.</source>
        <translation>Из-за широко распространенных недостатков безопасности в BIP70 настоятельно рекомендуется игнорировать любые торговые инструкции по переключению кошельков.</translation>
    </message>
    <message>
        <source>If you are receiving this error you should request the merchant provide a BIP21 compatible URI.</source>
        <translation>Если вы получили эту ошибку, вам следует запросить у продавца BIP21 совместимый URI.</translation>
    </message>
    <message>
        <source>Invalid payment address %1</source>
        <translation>Неверный адрес %1</translation>
    </message>
    <message>
        <source>URI cannot be parsed! This can be caused by an invalid Feathercoin address or malformed URI parameters.</source>
        <translation>Не удалось обработать идентификатор! Это может быть связано с неверным Биткойн-адресом или неправильными параметрами идентификатора.</translation>
    </message>
    <message>
        <source>Payment request file handling</source>
        <translation>Обработка запроса платежа</translation>
    </message>
    <message>
        <source>Payment request file cannot be read! This can be caused by an invalid payment request file.</source>
        <translation>Файл запроса платежа не может быть прочитан! Обычно это происходит из-за неверного файла запроса платежа.</translation>
    </message>
    <message>
        <source>Payment request rejected</source>
        <translation>Запрос платежа отклонен</translation>
    </message>
    <message>
        <source>Payment request network doesn't match client network.</source>
        <translation>Сеть запроса платежа не совпадает с сетью клиента.</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>Истекло время ожидания запроса платежа</translation>
    </message>
    <message>
        <source>Payment request is not initialized.</source>
        <translation>Запрос платежа не инициализирован</translation>
    </message>
    <message>
        <source>Unverified payment requests to custom payment scripts are unsupported.</source>
        <translation>Непроверенные запросы платежей с нестандартными платёжными сценариями не поддерживаются.</translation>
    </message>
    <message>
        <source>Invalid payment request.</source>
        <translation>Неверный запрос платежа.</translation>
    </message>
    <message>
        <source>Requested payment amount of %1 is too small (considered dust).</source>
        <translation>Запрошенная сумма платежа %1 слишком мала (считается пылью).</translation>
    </message>
    <message>
        <source>Refund from %1</source>
        <translation>Возврат от %1</translation>
    </message>
    <message>
        <source>Payment request %1 is too large (%2 bytes, allowed %3 bytes).</source>
        <translation>Запрос платежа %1 слишком большой (%2 байтов, разрешено %3 байтов).</translation>
    </message>
    <message>
        <source>Error communicating with %1: %2</source>
        <translation>Ошибка связи с %1: %2</translation>
    </message>
    <message>
        <source>Payment request cannot be parsed!</source>
        <translation>Запрос платежа не понятен!</translation>
    </message>
    <message>
        <source>Bad response from server %1</source>
        <translation>Неправильный ответ от сервера %1</translation>
    </message>
    <message>
        <source>Network request error</source>
        <translation>Ошибка сетевого запроса</translation>
    </message>
    <message>
        <source>Payment acknowledged</source>
        <translation>Оплата подтверждена</translation>
    </message>
</context>
<context>
    <name>PeerTableModel</name>
    <message>
        <source>User Agent</source>
        <translation>Пользовательский агент</translation>
    </message>
    <message>
        <source>Node/Service</source>
        <translation>Узел/служба</translation>
    </message>
    <message>
        <source>NodeId</source>
        <translation>Идентификатор узла</translation>
    </message>
    <message>
        <source>Ping</source>
        <translation>Время отклика</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Получено</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>Amount</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Enter a Feathercoin address (e.g. %1)</source>
        <translation>Введите биткойн-адрес (напр. %1)</translation>
    </message>
    <message>
        <source>%1 d</source>
        <translation>%1 д</translation>
    </message>
    <message>
        <source>%1 h</source>
        <translation>%1 ч</translation>
    </message>
    <message>
        <source>%1 m</source>
        <translation>%1 м</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 с</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ни один</translation>
    </message>
    <message>
        <source>N/A</source>
        <translation>Н/Д</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 мс</translation>
    </message>
    <message numerus="yes">
        <source>%n second(s)</source>
        <translation><numerusform>%n секунда</numerusform><numerusform>%n секунд</numerusform><numerusform>%n секунд</numerusform><numerusform>%n секунд</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n minute(s)</source>
        <translation><numerusform>%n минута</numerusform><numerusform>%n минут</numerusform><numerusform>%n минут</numerusform><numerusform>%n минут</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n hour(s)</source>
        <translation><numerusform>%n час</numerusform><numerusform>%n часа</numerusform><numerusform>%n часов</numerusform><numerusform>%n часов</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation><numerusform>%n день</numerusform><numerusform>%n дней</numerusform><numerusform>%n дней</numerusform><numerusform>%n дней</numerusform></translation>
    </message>
    <message numerus="yes">
        <source>%n week(s)</source>
        <translation><numerusform>%n недели</numerusform><numerusform>%n недель</numerusform><numerusform>%n недель</numerusform><numerusform>%n недель</numerusform></translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message numerus="yes">
        <source>%n year(s)</source>
        <translation><numerusform>%n год</numerusform><numerusform>%n лет</numerusform><numerusform>%n лет</numerusform><numerusform>%n лет</numerusform></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1  Б</translation>
    </message>
    <message>
        <source>%1 KB</source>
        <translation>%1  КБ</translation>
    </message>
    <message>
        <source>%1 MB</source>
        <translation>%1  МБ</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 ГБ</translation>
    </message>
    <message>
        <source>Error: Specified data directory "%1" does not exist.</source>
        <translation>Ошибка: указанная директория данных "%1" не существует.</translation>
    </message>
    <message>
        <source>Error: Cannot parse configuration file: %1.</source>
        <translation>Ошибка : Не возможно разобрать файл конфигурации: %1.</translation>
    </message>
    <message>
        <source>Error: %1</source>
        <translation>Ошибка: %1</translation>
    </message>
    <message>
        <source>%1 didn't yet exit safely...</source>
        <translation>%1 ещё не завершился безопасно...</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
</context>
<context>
    <name>QRImageWidget</name>
    <message>
        <source>&amp;Save Image...</source>
        <translation>&amp;Сохранить изображение...</translation>
    </message>
    <message>
        <source>&amp;Copy Image</source>
        <translation>&amp;Копировать изображение</translation>
    </message>
    <message>
        <source>Resulting URI too long, try to reduce the text for label / message.</source>
        <translation>Получившийся URI слишком длинный, попробуйте сократить текст метки / сообщения.</translation>
    </message>
    <message>
        <source>Error encoding URI into QR Code.</source>
        <translation>Ошибка преобразования URI в QR-код.</translation>
    </message>
    <message>
        <source>QR code support not available.</source>
        <translation>Поддержка QR кодов не доступна.</translation>
    </message>
    <message>
        <source>Save QR Code</source>
        <translation>Сохранить QR-код</translation>
    </message>
    <message>
        <source>PNG Image (*.png)</source>
        <translation>PNG Картинка (*.png)</translation>
    </message>
</context>
<context>
    <name>RPCConsole</name>
    <message>
        <source>N/A</source>
        <translation>Н/Д</translation>
    </message>
    <message>
        <source>Client version</source>
        <translation>Версия клиента</translation>
    </message>
    <message>
        <source>&amp;Information</source>
        <translation>Информация</translation>
    </message>
    <message>
        <source>Debug window</source>
        <translation>Окно отладки</translation>
    </message>
    <message>
        <source>General</source>
        <translation>Общий</translation>
    </message>
    <message>
        <source>Using BerkeleyDB version</source>
        <translation>Используется версия BerkeleyDB</translation>
    </message>
    <message>
        <source>Datadir</source>
        <translation>Директория данных</translation>
    </message>
    <message>
        <source>To specify a non-default location of the data directory use the '%1' option.</source>
        <translation>Чтобы указать нестандартное расположение каталога данных, используйте этот параметр '%1'.</translation>
    </message>
    <message>
        <source>Blocksdir</source>
        <translation>Директория блоков</translation>
    </message>
    <message>
        <source>To specify a non-default location of the blocks directory use the '%1' option.</source>
        <translation>Чтобы указать нестандартное расположение каталога данных с блоками, используйте этот параметр '%1'.</translation>
    </message>
    <message>
        <source>Startup time</source>
        <translation>Время запуска</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Number of connections</source>
        <translation>Количество соединений</translation>
    </message>
    <message>
        <source>Block chain</source>
        <translation>Блокчейн</translation>
    </message>
    <message>
        <source>Current number of blocks</source>
        <translation>Текущее количество блоков</translation>
    </message>
    <message>
        <source>Memory Pool</source>
        <translation>Пул памяти</translation>
    </message>
    <message>
        <source>Current number of transactions</source>
        <translation>Текущее количество транзакций</translation>
    </message>
    <message>
        <source>Memory usage</source>
        <translation>Использование памяти</translation>
    </message>
    <message>
        <source>Wallet: </source>
        <translation>Кошелёк:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ни один)</translation>
    </message>
    <message>
        <source>&amp;Reset</source>
        <translation>&amp;Сбросить</translation>
    </message>
    <message>
        <source>Received</source>
        <translation>Получено</translation>
    </message>
    <message>
        <source>Sent</source>
        <translation>Отправлено</translation>
    </message>
    <message>
        <source>&amp;Peers</source>
        <translation>&amp;Пиры</translation>
    </message>
    <message>
        <source>Banned peers</source>
        <translation>Заблокированные пиры</translation>
    </message>
    <message>
        <source>Select a peer to view detailed information.</source>
        <translation>Выберите пира для просмотра детальной информации.</translation>
    </message>
    <message>
        <source>Whitelisted</source>
        <translation>Белый список</translation>
    </message>
    <message>
        <source>Direction</source>
        <translation>Направление</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Starting Block</source>
        <translation>Начальный блок</translation>
    </message>
    <message>
        <source>Synced Headers</source>
        <translation>Синхронизировано заголовков</translation>
    </message>
    <message>
        <source>Synced Blocks</source>
        <translation>Синхронизировано блоков</translation>
    </message>
    <message>
        <source>User Agent</source>
        <translation>Пользовательский агент</translation>
    </message>
    <message>
        <source>Open the %1 debug log file from the current data directory. This can take a few seconds for large log files.</source>
        <translation>Открыть отладочный лог-файл %1 с текущего каталога данных. Для больших лог-файлов это может занять несколько секунд.</translation>
    </message>
    <message>
        <source>Decrease font size</source>
        <translation>Уменьшить размер шрифта</translation>
    </message>
    <message>
        <source>Increase font size</source>
        <translation>Увеличить размер шрифта</translation>
    </message>
    <message>
        <source>Services</source>
        <translation>Сервисы</translation>
    </message>
    <message>
        <source>Ban Score</source>
        <translation>Запретить счёт</translation>
    </message>
    <message>
        <source>Connection Time</source>
        <translation>Время соединения</translation>
    </message>
    <message>
        <source>Last Send</source>
        <translation>Последние отправленные</translation>
    </message>
    <message>
        <source>Last Receive</source>
        <translation>Последние полученные</translation>
    </message>
    <message>
        <source>Ping Time</source>
        <translation>Время отклика Ping</translation>
    </message>
    <message>
        <source>The duration of a currently outstanding ping.</source>
        <translation>Продолжительность текущего времени отклика.</translation>
    </message>
    <message>
        <source>Ping Wait</source>
        <translation>Отклик Подождите</translation>
    </message>
    <message>
        <source>Min Ping</source>
        <translation>Минимальное время отклика Ping</translation>
    </message>
    <message>
        <source>Time Offset</source>
        <translation>Временный офсет</translation>
    </message>
    <message>
        <source>Last block time</source>
        <translation>Время последнего блока</translation>
    </message>
    <message>
        <source>&amp;Open</source>
        <translation>&amp;Открыть</translation>
    </message>
    <message>
        <source>&amp;Console</source>
        <translation>&amp;Консоль</translation>
    </message>
    <message>
        <source>&amp;Network Traffic</source>
        <translation>&amp;Сетевой трафик</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>In:</source>
        <translation>Вход:</translation>
    </message>
    <message>
        <source>Out:</source>
        <translation>Выход:</translation>
    </message>
    <message>
        <source>Debug log file</source>
        <translation>Файл журнала отладки</translation>
    </message>
    <message>
        <source>Clear console</source>
        <translation>Очистить консоль</translation>
    </message>
    <message>
        <source>1 &amp;hour</source>
        <translation>1 &amp;час</translation>
    </message>
    <message>
        <source>1 &amp;day</source>
        <translation>1 &amp;день</translation>
    </message>
    <message>
        <source>1 &amp;week</source>
        <translation>1 &amp;неделя</translation>
    </message>
    <message>
        <source>1 &amp;year</source>
        <translation>1 &amp;год</translation>
    </message>
    <message>
        <source>&amp;Disconnect</source>
        <translation>&amp;Отключится</translation>
    </message>
    <message>
        <source>Ban for</source>
        <translation>Забанить на</translation>
    </message>
    <message>
        <source>&amp;Unban</source>
        <translation>Отменить запрет</translation>
    </message>
    <message>
        <source>Welcome to the %1 RPC console.</source>
        <translation>Добро пожаловать в %1 RPC консоль</translation>
    </message>
    <message>
        <source>Use up and down arrows to navigate history, and %1 to clear screen.</source>
        <translation>Используйте стрелки вверх и вниз для навигации по истории и %1 для очистки экрана.</translation>
    </message>
    <message>
        <source>Type %1 for an overview of available commands.</source>
        <translation>Ввести %1 для обзора доступных команд.</translation>
    </message>
    <message>
        <source>For more information on using this console type %1.</source>
        <translation>Для получения дополнительных сведений об использовании этой консоли, введите %1.</translation>
    </message>
    <message>
        <source>WARNING: Scammers have been active, telling users to type commands here, stealing their wallet contents. Do not use this console without fully understanding the ramifications of a command.</source>
        <translation>ВНИМАНИЕ: Мошенники предлагали пользователям вводить сюда команды, похищая таким образом содержимое их кошельков. Не используйте эту консоль без полного понимания смысла команд.</translation>
    </message>
    <message>
        <source>Network activity disabled</source>
        <translation>Сетевая активность отключена</translation>
    </message>
    <message>
        <source>Executing command without any wallet</source>
        <translation>Выполнение команды без кошелька</translation>
    </message>
    <message>
        <source>Executing command using "%1" wallet</source>
        <translation>Выполнение команды с помощью "%1" кошелька</translation>
    </message>
    <message>
        <source>(node id: %1)</source>
        <translation>(идентификатор узла: %1)</translation>
    </message>
    <message>
        <source>via %1</source>
        <translation>с помощью %1</translation>
    </message>
    <message>
        <source>never</source>
        <translation>никогда</translation>
    </message>
    <message>
        <source>Inbound</source>
        <translation>Входящий</translation>
    </message>
    <message>
        <source>Outbound</source>
        <translation>Исходящий</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <source>No</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Неизвестно</translation>
    </message>
</context>
<context>
    <name>ReceiveCoinsDialog</name>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Количество:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Метка:</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>&amp;Сообщение:</translation>
    </message>
    <message>
        <source>An optional message to attach to the payment request, which will be displayed when the request is opened. Note: The message will not be sent with the payment over the Feathercoin network.</source>
        <translation>Необязательное сообщение для запроса платежа, которое будет показано при открытии запроса. Заметьте: сообщение не будет отправлено вместе с платежом через сеть Биткойн.</translation>
    </message>
    <message>
        <source>An optional label to associate with the new receiving address.</source>
        <translation>Необязательная метка для нового адреса получения.</translation>
    </message>
    <message>
        <source>Use this form to request payments. All fields are &lt;b&gt;optional&lt;/b&gt;.</source>
        <translation>Заполните форму для запроса платежей. Все поля &lt;b&gt;необязательны&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>An optional amount to request. Leave this empty or zero to not request a specific amount.</source>
        <translation>Необязательная сумма для запроса. Оставьте пустым или укажите ноль, чтобы запросить неопределённую сумму.</translation>
    </message>
    <message>
        <source>&amp;Create new receiving address</source>
        <translation>&amp;Создать новый адрес для получения</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>Очистить все поля формы.</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Очистить</translation>
    </message>
    <message>
        <source>Native segwit addresses (aka Bech32 or BIP-173) reduce your transaction fees later on and offer better protection against typos, but old wallets don't support them. When unchecked, an address compatible with older wallets will be created instead.</source>
        <translation>"Родные" segwit адреса (Bech32 или BIP-173) в дальнейшем уменьшат комиссии ваших транзакций и предоставят улучшенную защиту от опечаток, однако старые кошельки не поддерживают эти адреса. Если не выбрано, будет создан совместимый со старыми кошелёк.</translation>
    </message>
    <message>
        <source>Generate native segwit (Bech32) address</source>
        <translation>Создать "родной" segwit (Bech32) адрес</translation>
    </message>
    <message>
        <source>Requested payments history</source>
        <translation>История платежных запросов</translation>
    </message>
    <message>
        <source>Show the selected request (does the same as double clicking an entry)</source>
        <translation>Отобразить выбранный запрос (выполняет то же, что и двойной щелчок на записи)</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <source>Remove the selected entries from the list</source>
        <translation>Удалить выбранные записи со списка</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Copy URI</source>
        <translation>Копировать URI</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>Копировать метку</translation>
    </message>
    <message>
        <source>Copy message</source>
        <translation>Копировать сообщение</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Копировать сумму</translation>
    </message>
</context>
<context>
    <name>ReceiveRequestDialog</name>
    <message>
        <source>QR Code</source>
        <translation>QR-код</translation>
    </message>
    <message>
        <source>Copy &amp;URI</source>
        <translation>Копировать &amp;URI</translation>
    </message>
    <message>
        <source>Copy &amp;Address</source>
        <translation>Копировать &amp;Адрес</translation>
    </message>
    <message>
        <source>&amp;Save Image...</source>
        <translation>&amp;Сохранить изображение...</translation>
    </message>
    <message>
        <source>Request payment to %1</source>
        <translation>Запросить платёж на %1</translation>
    </message>
    <message>
        <source>Payment information</source>
        <translation>Информация о платеже</translation>
    </message>
    <message>
        <source>URI</source>
        <translation>URI</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Wallet</source>
        <translation>Кошелёк</translation>
    </message>
</context>
<context>
    <name>RecentRequestsTableModel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(нет метки)</translation>
    </message>
    <message>
        <source>(no message)</source>
        <translation>(нет сообщений)</translation>
    </message>
    <message>
        <source>(no amount requested)</source>
        <translation>(не указана запрашиваемая сумма)</translation>
    </message>
    <message>
        <source>Requested</source>
        <translation>Запрошено</translation>
    </message>
</context>
<context>
    <name>SendCoinsDialog</name>
    <message>
        <source>Send Coins</source>
        <translation>Отправить монеты</translation>
    </message>
    <message>
        <source>Coin Control Features</source>
        <translation>Опции управления монетами</translation>
    </message>
    <message>
        <source>Inputs...</source>
        <translation>Входы...</translation>
    </message>
    <message>
        <source>automatically selected</source>
        <translation>выбрано автоматически</translation>
    </message>
    <message>
        <source>Insufficient funds!</source>
        <translation>Недостаточно средств!</translation>
    </message>
    <message>
        <source>Quantity:</source>
        <translation>Количество:</translation>
    </message>
    <message>
        <source>Bytes:</source>
        <translation>Байтов:</translation>
    </message>
    <message>
        <source>Amount:</source>
        <translation>Количество:</translation>
    </message>
    <message>
        <source>Fee:</source>
        <translation>Комиссия:</translation>
    </message>
    <message>
        <source>After Fee:</source>
        <translation>После комиссии:</translation>
    </message>
    <message>
        <source>Change:</source>
        <translation>Сдача:</translation>
    </message>
    <message>
        <source>If this is activated, but the change address is empty or invalid, change will be sent to a newly generated address.</source>
        <translation>Если это выбрано, но адрес сдачи пустой или неверный, сдача будет отправлена на новый сгенерированный адрес.</translation>
    </message>
    <message>
        <source>Custom change address</source>
        <translation>Указать адрес для сдачи</translation>
    </message>
    <message>
        <source>Transaction Fee:</source>
        <translation>Комиссия за транзакцию:</translation>
    </message>
    <message>
        <source>Choose...</source>
        <translation>Выбрать...</translation>
    </message>
    <message>
        <source>Using the fallbackfee can result in sending a transaction that will take several hours or days (or never) to confirm. Consider choosing your fee manually or wait until you have validated the complete chain.</source>
        <translation>Использование резервной комиссии может привести к отправке транзакции, для подтверждения которой потребуется несколько часов или дней (или никогда). Попробуйте выбрать свою комиссию вручную или подождите, пока вы не подтвердите всю цепочку.</translation>
    </message>
    <message>
        <source>Warning: Fee estimation is currently not possible.</source>
        <translation>Предупреждение: оценка комиссии в данный момент невозможна.</translation>
    </message>
    <message>
        <source>collapse fee-settings</source>
        <translation>свернуть настройки комиссионных</translation>
    </message>
    <message>
        <source>Specify a custom fee per kB (1,000 bytes) of the transaction's virtual size.

Note:  Since the fee is calculated on a per-byte basis, a fee of "100 satoshis per kB" for a transaction size of 500 bytes (half of 1 kB) would ultimately yield a fee of only 50 satoshis.</source>
        <translation>Укажите пользовательскую плату за килобайт (1000 байт) виртуального размера транзакции.

Примечание: Так как комиссия рассчитывается на основе каждого байта, комиссия  "100 сатошей за КБ " для транзакции размером 500 байт (половина 1 КБ) в конечном счете, приведет к сбору только 50 сатошей.</translation>
    </message>
    <message>
        <source>per kilobyte</source>
        <translation>за килобайт</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Спрятать</translation>
    </message>
    <message>
        <source>Recommended:</source>
        <translation>Рекомендованное значение:</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>Пользовательское значение:</translation>
    </message>
    <message>
        <source>(Smart fee not initialized yet. This usually takes a few blocks...)</source>
        <translation>(Умная комиссия пока не инициализирована. Обычно для этого требуется несколько блоков...)</translation>
    </message>
    <message>
        <source>Send to multiple recipients at once</source>
        <translation>Отправить нескольким получателям сразу</translation>
    </message>
    <message>
        <source>Add &amp;Recipient</source>
        <translation>Добавить &amp;получателя</translation>
    </message>
    <message>
        <source>Clear all fields of the form.</source>
        <translation>Очистить все поля формы.</translation>
    </message>
    <message>
        <source>Dust:</source>
        <translation>Пыль:</translation>
    </message>
    <message>
        <source>When there is less transaction volume than space in the blocks, miners as well as relaying nodes may enforce a minimum fee. Paying only this minimum fee is just fine, but be aware that this can result in a never confirming transaction once there is more demand for feathercoin transactions than the network can process.</source>
        <translation>Когда объем транзакций меньше, чем пространство в блоках, майнеры, а также ретранслирующие узлы могут устанавливать минимальную плату. Платить только эту минимальную комиссию - это хорошо, но имейте в виду, что это может привести к тому, что транзакция никогда не будет подтверждена, если будет больше биткойн-транзакций, чем может обработать сеть.</translation>
    </message>
    <message>
        <source>A too low fee might result in a never confirming transaction (read the tooltip)</source>
        <translation>Слишком низкая комиссия может привести к невозможности подтверждения транзакции (см. подсказку)</translation>
    </message>
    <message>
        <source>Confirmation time target:</source>
        <translation>Целевое время подтверждения</translation>
    </message>
    <message>
        <source>Enable Replace-By-Fee</source>
        <translation>Включить Replace-By-Fee</translation>
    </message>
    <message>
        <source>With Replace-By-Fee (BIP-125) you can increase a transaction's fee after it is sent. Without this, a higher fee may be recommended to compensate for increased transaction delay risk.</source>
        <translation>С помощью Replace-By-Fee (BIP-125) вы можете увеличить комиссию за транзакцию после ее отправки. Без этого может быть рекомендована более высокая комиссия для компенсации повышенного риска задержки транзакции.</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>Очистить &amp;Всё</translation>
    </message>
    <message>
        <source>Balance:</source>
        <translation>Баланс:</translation>
    </message>
    <message>
        <source>Confirm the send action</source>
        <translation>Подтвердить отправку</translation>
    </message>
    <message>
        <source>S&amp;end</source>
        <translation>&amp;Отправить</translation>
    </message>
    <message>
        <source>Copy quantity</source>
        <translation>Копировать количество</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Копировать сумму</translation>
    </message>
    <message>
        <source>Copy fee</source>
        <translation>Скопировать комиссию</translation>
    </message>
    <message>
        <source>Copy after fee</source>
        <translation>Скопировать после комиссии</translation>
    </message>
    <message>
        <source>Copy bytes</source>
        <translation>Скопировать байты</translation>
    </message>
    <message>
        <source>Copy dust</source>
        <translation>Скопировать пыль</translation>
    </message>
    <message>
        <source>Copy change</source>
        <translation>Скопировать сдачу</translation>
    </message>
    <message>
        <source>%1 (%2 blocks)</source>
        <translation>%1 (%2 блоков)</translation>
    </message>
    <message>
        <source> from wallet '%1'</source>
        <translation>с кошелька '%1'</translation>
    </message>
    <message>
        <source>%1 to '%2'</source>
        <translation>%1 на '%2'</translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation>С %1 на %2</translation>
    </message>
    <message>
        <source>Are you sure you want to send?</source>
        <translation>Вы действительно хотите выполнить отправку?</translation>
    </message>
    <message>
        <source>or</source>
        <translation>или</translation>
    </message>
    <message>
        <source>You can increase the fee later (signals Replace-By-Fee, BIP-125).</source>
        <translation>Вы можете увеличить комиссию позже (Replace-By-Fee, BIP-125).</translation>
    </message>
    <message>
        <source>Please, review your transaction.</source>
        <translation>Пожалуйста, ознакомьтесь с вашей транзакцией.</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>Комиссия</translation>
    </message>
    <message>
        <source>Not signalling Replace-By-Fee, BIP-125.</source>
        <translation>Не сигнализирует Replace-By-Fee, BIP-125.</translation>
    </message>
    <message>
        <source>Total Amount</source>
        <translation>Общая сумма</translation>
    </message>
    <message>
        <source>To review recipient list click "Show Details..."</source>
        <translation>Чтобы просмотреть список получателей, нажмите «Показать подробно...»</translation>
    </message>
    <message>
        <source>Confirm send coins</source>
        <translation>Подтвердить отправку монет</translation>
    </message>
    <message>
        <source>The recipient address is not valid. Please recheck.</source>
        <translation>Адрес получателя неверный. Пожалуйста, перепроверьте.</translation>
    </message>
    <message>
        <source>The amount to pay must be larger than 0.</source>
        <translation>Сумма оплаты должна быть больше 0.</translation>
    </message>
    <message>
        <source>The amount exceeds your balance.</source>
        <translation>Количество превышает ваш баланс.</translation>
    </message>
    <message>
        <source>The total exceeds your balance when the %1 transaction fee is included.</source>
        <translation>Сумма с учётом комиссии %1 превышает ваш баланс.</translation>
    </message>
    <message>
        <source>Duplicate address found: addresses should only be used once each.</source>
        <translation>Обнаружен дублирующийся адрес: используйте каждый адрес однократно.</translation>
    </message>
    <message>
        <source>Transaction creation failed!</source>
        <translation>Создание транзакции завершилось неудачей!</translation>
    </message>
    <message>
        <source>The transaction was rejected with the following reason: %1</source>
        <translation>Транзакция была отменена по следующей причине: %1</translation>
    </message>
    <message>
        <source>A fee higher than %1 is considered an absurdly high fee.</source>
        <translation>Комиссия более чем в %1 считается абсурдно высокой.</translation>
    </message>
    <message>
        <source>Payment request expired.</source>
        <translation>Истекло время ожидания запроса платежа</translation>
    </message>
    <message numerus="yes">
        <source>Estimated to begin confirmation within %n block(s).</source>
        <translation><numerusform>Предполагаемое подтверждение в течение %n блока.</numerusform><numerusform>Предполагаемое подтверждение в течение %n блоков.</numerusform><numerusform>Предполагаемое подтверждение в течение %n блоков.</numerusform><numerusform>Предполагаемое подтверждение в течение %n блоков.</numerusform></translation>
    </message>
    <message>
        <source>Warning: Invalid Feathercoin address</source>
        <translation>Предупреждение: Неверный Биткойн-адрес</translation>
    </message>
    <message>
        <source>Warning: Unknown change address</source>
        <translation>Предупреждение: Неизвестный адрес сдачи</translation>
    </message>
    <message>
        <source>Confirm custom change address</source>
        <translation>Подтвердите свой адрес для сдачи</translation>
    </message>
    <message>
        <source>The address you selected for change is not part of this wallet. Any or all funds in your wallet may be sent to this address. Are you sure?</source>
        <translation>Выбранный вами адрес для сдачи не принадлежит этому кошельку. Часть или все средства могут быть отправлены на этот адрес. Вы уверены?</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(нет метки)</translation>
    </message>
</context>
<context>
    <name>SendCoinsEntry</name>
    <message>
        <source>A&amp;mount:</source>
        <translation>&amp;Количество:</translation>
    </message>
    <message>
        <source>Pay &amp;To:</source>
        <translation>&amp;Заплатить:</translation>
    </message>
    <message>
        <source>&amp;Label:</source>
        <translation>&amp;Метка:</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>Выбрать предыдущий использованный адрес</translation>
    </message>
    <message>
        <source>This is a normal payment.</source>
        <translation>Это нормальный платёж.</translation>
    </message>
    <message>
        <source>The Feathercoin address to send the payment to</source>
        <translation>Биткойн-адрес, на который отправить платёж</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>Вставить адрес из буфера обмена</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Remove this entry</source>
        <translation>Удалить эту запись</translation>
    </message>
    <message>
        <source>The fee will be deducted from the amount being sent. The recipient will receive less feathercoins than you enter in the amount field. If multiple recipients are selected, the fee is split equally.</source>
        <translation>С отправляемой суммы будет удержана комиссия. Получателю придёт меньше биткойнов, чем вы вводите в поле количества. Если выбрано несколько получателей, комиссия распределяется поровну.</translation>
    </message>
    <message>
        <source>S&amp;ubtract fee from amount</source>
        <translation>В&amp;ычесть комиссию с суммы</translation>
    </message>
    <message>
        <source>Use available balance</source>
        <translation>Использовать доступный баланс</translation>
    </message>
    <message>
        <source>Message:</source>
        <translation>Сообщение:</translation>
    </message>
    <message>
        <source>This is an unauthenticated payment request.</source>
        <translation>Это не проверенный запрос на оплату.</translation>
    </message>
    <message>
        <source>This is an authenticated payment request.</source>
        <translation>Это проверенный запрос на оплату.</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to the list of used addresses</source>
        <translation>Введите метку для этого адреса, чтобы добавить его в список используемых адресов</translation>
    </message>
    <message>
        <source>A message that was attached to the feathercoin: URI which will be stored with the transaction for your reference. Note: This message will not be sent over the Feathercoin network.</source>
        <translation>Сообщение прикрепленное к биткойн идентификатору будет сохранено вместе с транзакцией для вашего сведения. Заметьте: Сообщение не будет отправлено через сеть Биткойн.</translation>
    </message>
    <message>
        <source>Pay To:</source>
        <translation>Выполнить оплату в пользу:</translation>
    </message>
    <message>
        <source>Memo:</source>
        <translation>Примечание:</translation>
    </message>
    <message>
        <source>Enter a label for this address to add it to your address book</source>
        <translation>Введите метку для этого адреса, чтобы добавить его в свою адресную книгу</translation>
    </message>
</context>
<context>
    <name>SendConfirmationDialog</name>
    <message>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
</context>
<context>
    <name>ShutdownWindow</name>
    <message>
        <source>%1 is shutting down...</source>
        <translation>%1 завершает работу...</translation>
    </message>
    <message>
        <source>Do not shut down the computer until this window disappears.</source>
        <translation>Не выключайте компьютер, пока это окно не исчезнет.</translation>
    </message>
</context>
<context>
    <name>SignVerifyMessageDialog</name>
    <message>
        <source>Signatures - Sign / Verify a Message</source>
        <translation>Подписи - Подписать / Проверить Сообщение</translation>
    </message>
    <message>
        <source>&amp;Sign Message</source>
        <translation>&amp;Подписать Сообщение</translation>
    </message>
    <message>
        <source>You can sign messages/agreements with your addresses to prove you can receive feathercoins sent to them. Be careful not to sign anything vague or random, as phishing attacks may try to trick you into signing your identity over to them. Only sign fully-detailed statements you agree to.</source>
        <translation>Вы можете подписывать сообщения/соглашения своими адресами, чтобы доказать свою возможность получать биткойны на них. Будьте осторожны, не подписывайте что-то неопределённое или случайное, так как фишинговые атаки могут обманным путём заставить вас подписать нежелательные сообщения. Подписывайте только те сообщения, с которыми вы согласны вплоть до мелочей.</translation>
    </message>
    <message>
        <source>The Feathercoin address to sign the message with</source>
        <translation>Биткойн-адрес, которым подписать сообщение</translation>
    </message>
    <message>
        <source>Choose previously used address</source>
        <translation>Выбрать предыдущий использованный адрес</translation>
    </message>
    <message>
        <source>Alt+A</source>
        <translation>Alt+A</translation>
    </message>
    <message>
        <source>Paste address from clipboard</source>
        <translation>Вставить адрес из буфера обмена</translation>
    </message>
    <message>
        <source>Alt+P</source>
        <translation>Alt+P</translation>
    </message>
    <message>
        <source>Enter the message you want to sign here</source>
        <translation>Введите сообщение для подписи</translation>
    </message>
    <message>
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <source>Copy the current signature to the system clipboard</source>
        <translation>Скопировать текущую подпись в буфер обмена системы</translation>
    </message>
    <message>
        <source>Sign the message to prove you own this Feathercoin address</source>
        <translation>Подписать сообщение, чтобы доказать владение Биткойн-адресом</translation>
    </message>
    <message>
        <source>Sign &amp;Message</source>
        <translation>Подписать &amp;Сообщение</translation>
    </message>
    <message>
        <source>Reset all sign message fields</source>
        <translation>Сбросить значения всех полей подписывания сообщений</translation>
    </message>
    <message>
        <source>Clear &amp;All</source>
        <translation>Очистить &amp;Всё</translation>
    </message>
    <message>
        <source>&amp;Verify Message</source>
        <translation>&amp;Проверить Сообщение</translation>
    </message>
    <message>
        <source>Enter the receiver's address, message (ensure you copy line breaks, spaces, tabs, etc. exactly) and signature below to verify the message. Be careful not to read more into the signature than what is in the signed message itself, to avoid being tricked by a man-in-the-middle attack. Note that this only proves the signing party receives with the address, it cannot prove sendership of any transaction!</source>
        <translation>Введите ниже адрес получателя, сообщение (убедитесь, что переводы строк, пробелы, табы и т.п. в точности скопированы) и подпись, чтобы проверить сообщение. Убедитесь, что не скопировали лишнего в подпись, по сравнению с самим подписываемым сообщением, чтобы не стать жертвой атаки "man-in-the-middle". Заметьте, что эта операция удостоверяет лишь авторство подписавшего, но не может удостоверить отправителя транзакции.</translation>
    </message>
    <message>
        <source>The Feathercoin address the message was signed with</source>
        <translation>Биткойн-адрес, которым было подписано сообщение</translation>
    </message>
    <message>
        <source>Verify the message to ensure it was signed with the specified Feathercoin address</source>
        <translation>Проверить сообщение, чтобы убедиться, что оно было подписано указанным Биткойн-адресом</translation>
    </message>
    <message>
        <source>Verify &amp;Message</source>
        <translation>Проверить &amp;Сообщение</translation>
    </message>
    <message>
        <source>Reset all verify message fields</source>
        <translation>Сбросить все поля проверки сообщения</translation>
    </message>
    <message>
        <source>Click "Sign Message" to generate signature</source>
        <translation>Нажмите "Подписать сообщение" для создания подписи</translation>
    </message>
    <message>
        <source>The entered address is invalid.</source>
        <translation>Введенный адрес недействителен.</translation>
    </message>
    <message>
        <source>Please check the address and try again.</source>
        <translation>Необходимо проверить адрес и выполнить повторную попытку.</translation>
    </message>
    <message>
        <source>The entered address does not refer to a key.</source>
        <translation>Введённый адрес не связан с ключом.</translation>
    </message>
    <message>
        <source>Wallet unlock was cancelled.</source>
        <translation>Разблокирование кошелька было отменено.</translation>
    </message>
    <message>
        <source>Private key for the entered address is not available.</source>
        <translation>Недоступен секретный ключ для введённого адреса.</translation>
    </message>
    <message>
        <source>Message signing failed.</source>
        <translation>Не удалось подписать сообщение.</translation>
    </message>
    <message>
        <source>Message signed.</source>
        <translation>Сообщение подписано.</translation>
    </message>
    <message>
        <source>The signature could not be decoded.</source>
        <translation>Невозможно расшифровать подпись.</translation>
    </message>
    <message>
        <source>Please check the signature and try again.</source>
        <translation>Пожалуйста, проверьте подпись и попробуйте ещё раз.</translation>
    </message>
    <message>
        <source>The signature did not match the message digest.</source>
        <translation>Подпись не соответствует отпечатку сообщения.</translation>
    </message>
    <message>
        <source>Message verification failed.</source>
        <translation>Сообщение не прошло проверку.</translation>
    </message>
    <message>
        <source>Message verified.</source>
        <translation>Сообщение проверено.</translation>
    </message>
</context>
<context>
    <name>TrafficGraphWidget</name>
    <message>
        <source>KB/s</source>
        <translation>КБ/сек</translation>
    </message>
</context>
<context>
    <name>TransactionDesc</name>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>Открыть еще на %n блок</numerusform><numerusform>Открыть еще на %n блоков</numerusform><numerusform>Открыть еще на %n блоков</numerusform><numerusform>Открыть еще на %n блоков</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>Открыто до %1</translation>
    </message>
    <message>
        <source>conflicted with a transaction with %1 confirmations</source>
        <translation>конфликт с транзакцией с %1 подтверждений</translation>
    </message>
    <message>
        <source>0/unconfirmed, %1</source>
        <translation>0/не подтверждено, %1</translation>
    </message>
    <message>
        <source>in memory pool</source>
        <translation>в мемпуле</translation>
    </message>
    <message>
        <source>not in memory pool</source>
        <translation>не в мемпуле</translation>
    </message>
    <message>
        <source>abandoned</source>
        <translation>заброшено</translation>
    </message>
    <message>
        <source>%1/unconfirmed</source>
        <translation>%1/не подтверждено</translation>
    </message>
    <message>
        <source>%1 confirmations</source>
        <translation>%1 подтверждений</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Создано автоматически</translation>
    </message>
    <message>
        <source>From</source>
        <translation>От</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>To</source>
        <translation>Для</translation>
    </message>
    <message>
        <source>own address</source>
        <translation>свой адрес</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>только просмотр</translation>
    </message>
    <message>
        <source>label</source>
        <translation>метка</translation>
    </message>
    <message>
        <source>Credit</source>
        <translation>Кредит</translation>
    </message>
    <message numerus="yes">
        <source>matures in %n more block(s)</source>
        <translation><numerusform>созревает еще в %n блоках</numerusform><numerusform>созревает еще в %n блоках</numerusform><numerusform>созревает еще в %n блоках</numerusform><numerusform>созревает еще в %n блоках</numerusform></translation>
    </message>
    <message>
        <source>not accepted</source>
        <translation>не принято</translation>
    </message>
    <message>
        <source>Debit</source>
        <translation>Дебет</translation>
    </message>
    <message>
        <source>Total debit</source>
        <translation>Всего дебет</translation>
    </message>
    <message>
        <source>Total credit</source>
        <translation>Всего кредит</translation>
    </message>
    <message>
        <source>Transaction fee</source>
        <translation>Комиссия за транзакцию</translation>
    </message>
    <message>
        <source>Net amount</source>
        <translation>Чистая сумма</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>Comment</source>
        <translation>Комментарий</translation>
    </message>
    <message>
        <source>Transaction ID</source>
        <translation>ID транзакции</translation>
    </message>
    <message>
        <source>Transaction total size</source>
        <translation>Общий размер транзакции</translation>
    </message>
    <message>
        <source>Transaction virtual size</source>
        <translation>Виртуальный размер транзакции</translation>
    </message>
    <message>
        <source>Output index</source>
        <translation>Индекс выхода</translation>
    </message>
    <message>
        <source> (Certificate was not verified)</source>
        <translation>(Сертификат не был проверен)</translation>
    </message>
    <message>
        <source>Merchant</source>
        <translation>Мерчант</translation>
    </message>
    <message>
        <source>Generated coins must mature %1 blocks before they can be spent. When you generated this block, it was broadcast to the network to be added to the block chain. If it fails to get into the chain, its state will change to "not accepted" and it won't be spendable. This may occasionally happen if another node generates a block within a few seconds of yours.</source>
        <translation>Созданные автоматически монеты должны подождать %1 блоков, прежде чем они могут быть потрачены. Когда вы создали автоматически этот блок, он был отправлен в сеть для добавления в цепочку блоков. Если он не попадёт в цепь, его статус изменится на "не принят", и монеты будут недействительны. Это иногда происходит в случае, если другой узел создаст автоматически блок на несколько секунд раньше вас.</translation>
    </message>
    <message>
        <source>Debug information</source>
        <translation>Отладочная информация</translation>
    </message>
    <message>
        <source>Transaction</source>
        <translation>Транзакция</translation>
    </message>
    <message>
        <source>Inputs</source>
        <translation>Входы</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>true</source>
        <translation>истина</translation>
    </message>
    <message>
        <source>false</source>
        <translation>ложь</translation>
    </message>
</context>
<context>
    <name>TransactionDescDialog</name>
    <message>
        <source>This pane shows a detailed description of the transaction</source>
        <translation>На этой панели показано подробное описание транзакции</translation>
    </message>
    <message>
        <source>Details for %1</source>
        <translation>Детальная информация по %1</translation>
    </message>
</context>
<context>
    <name>TransactionTableModel</name>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message numerus="yes">
        <source>Open for %n more block(s)</source>
        <translation><numerusform>Открыть еще на %n блок</numerusform><numerusform>Открыть еще на %n блоков</numerusform><numerusform>Открыть еще на %n блоков</numerusform><numerusform>Открыть еще на %n блоков</numerusform></translation>
    </message>
    <message>
        <source>Open until %1</source>
        <translation>Открыто до %1</translation>
    </message>
    <message>
        <source>Unconfirmed</source>
        <translation>Неподтвержденный</translation>
    </message>
    <message>
        <source>Abandoned</source>
        <translation>Заброшено</translation>
    </message>
    <message>
        <source>Confirming (%1 of %2 recommended confirmations)</source>
        <translation>Подтверждается (%1 из %2 рекомендуемых подтверждений)</translation>
    </message>
    <message>
        <source>Confirmed (%1 confirmations)</source>
        <translation>Подтверждено (%1 подтверждений)</translation>
    </message>
    <message>
        <source>Conflicted</source>
        <translation>В противоречии</translation>
    </message>
    <message>
        <source>Immature (%1 confirmations, will be available after %2)</source>
        <translation>Незрелый (%1 подтверждений, будет доступно после %2)</translation>
    </message>
    <message>
        <source>Generated but not accepted</source>
        <translation>Создано автоматически, но не принято</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>Получено на</translation>
    </message>
    <message>
        <source>Received from</source>
        <translation>Получено от</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>Payment to yourself</source>
        <translation>Отправлено себе</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>Добыто</translation>
    </message>
    <message>
        <source>watch-only</source>
        <translation>только просмотр</translation>
    </message>
    <message>
        <source>(n/a)</source>
        <translation>(недоступно)</translation>
    </message>
    <message>
        <source>(no label)</source>
        <translation>(нет метки)</translation>
    </message>
    <message>
        <source>Transaction status. Hover over this field to show number of confirmations.</source>
        <translation>Статус транзакции. Для отображения количества подтверждений необходимо навести курсор на это поле.</translation>
    </message>
    <message>
        <source>Date and time that the transaction was received.</source>
        <translation>Дата и время получения транзакции.</translation>
    </message>
    <message>
        <source>Type of transaction.</source>
        <translation>Тип транзакции.</translation>
    </message>
    <message>
        <source>Whether or not a watch-only address is involved in this transaction.</source>
        <translation>Использовался ли в транзакции адрес для наблюдения.</translation>
    </message>
    <message>
        <source>User-defined intent/purpose of the transaction.</source>
        <translation>Определяемое пользователем намерение/цель транзакции.</translation>
    </message>
    <message>
        <source>Amount removed from or added to balance.</source>
        <translation>Снятая или добавленная к балансу сумма.</translation>
    </message>
</context>
<context>
    <name>TransactionView</name>
    <message>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <source>Today</source>
        <translation>Сегодня</translation>
    </message>
    <message>
        <source>This week</source>
        <translation>Эта неделя</translation>
    </message>
    <message>
        <source>This month</source>
        <translation>Этот месяц</translation>
    </message>
    <message>
        <source>Last month</source>
        <translation>Последний месяц</translation>
    </message>
    <message>
        <source>This year</source>
        <translation>Этот год</translation>
    </message>
    <message>
        <source>Range...</source>
        <translation>Диапазон...</translation>
    </message>
    <message>
        <source>Received with</source>
        <translation>Получено на</translation>
    </message>
    <message>
        <source>Sent to</source>
        <translation>Отправить</translation>
    </message>
    <message>
        <source>To yourself</source>
        <translation>Себе</translation>
    </message>
    <message>
        <source>Mined</source>
        <translation>Добыто</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Другое</translation>
    </message>
    <message>
        <source>Enter address, transaction id, or label to search</source>
        <translation>Введите адрес, ID транзакции или метку для поиска</translation>
    </message>
    <message>
        <source>Min amount</source>
        <translation>Минимальное количество</translation>
    </message>
    <message>
        <source>Abandon transaction</source>
        <translation>Отказ от транзакции</translation>
    </message>
    <message>
        <source>Increase transaction fee</source>
        <translation>Увеличить комиссию за транзакцию</translation>
    </message>
    <message>
        <source>Copy address</source>
        <translation>Копировать адрес</translation>
    </message>
    <message>
        <source>Copy label</source>
        <translation>Копировать метку</translation>
    </message>
    <message>
        <source>Copy amount</source>
        <translation>Копировать сумму</translation>
    </message>
    <message>
        <source>Copy transaction ID</source>
        <translation>Копировать ID транзакции</translation>
    </message>
    <message>
        <source>Copy raw transaction</source>
        <translation>Копировать raw транзакцию</translation>
    </message>
    <message>
        <source>Copy full transaction details</source>
        <translation>Копировать все детали транзакции</translation>
    </message>
    <message>
        <source>Edit label</source>
        <translation>Изменить метку</translation>
    </message>
    <message>
        <source>Show transaction details</source>
        <translation>Отобразить детали транзакции</translation>
    </message>
    <message>
        <source>Export Transaction History</source>
        <translation>Экспортировать историю транзакций</translation>
    </message>
    <message>
        <source>Comma separated file (*.csv)</source>
        <translation>Текст, разделённый запятыми (*.csv)</translation>
    </message>
    <message>
        <source>Confirmed</source>
        <translation>Подтвержденные</translation>
    </message>
    <message>
        <source>Watch-only</source>
        <translation>Только наблюдение</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Метка</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>ID</source>
        <translation>ИН</translation>
    </message>
    <message>
        <source>Exporting Failed</source>
        <translation>Экспорт не удался</translation>
    </message>
    <message>
        <source>There was an error trying to save the transaction history to %1.</source>
        <translation>При попытке сохранения истории транзакций в %1 произошла ошибка.</translation>
    </message>
    <message>
        <source>Exporting Successful</source>
        <translation>Экспорт выполнен успешно</translation>
    </message>
    <message>
        <source>The transaction history was successfully saved to %1.</source>
        <translation>Историю транзакций было успешно сохранено в %1.</translation>
    </message>
    <message>
        <source>Range:</source>
        <translation>Диапазон:</translation>
    </message>
    <message>
        <source>to</source>
        <translation>для</translation>
    </message>
</context>
<context>
    <name>UnitDisplayStatusBarControl</name>
    <message>
        <source>Unit to show amounts in. Click to select another unit.</source>
        <translation>Единица измерения количества монет. Щёлкните для выбора другой единицы.</translation>
    </message>
</context>
<context>
    <name>WalletController</name>
    <message>
        <source>Close wallet</source>
        <translation>Закрыть кошелёк</translation>
    </message>
    <message>
        <source>Are you sure you wish to close the wallet &lt;i&gt;%1&lt;/i&gt;?</source>
        <translation>Вы уверены, что хотите закрыть кошелёк &lt;i&gt;%1&lt;/i&gt;?</translation>
    </message>
    <message>
        <source>Closing the wallet for too long can result in having to resync the entire chain if pruning is enabled.</source>
        <translation>Слишком длительное закрытие кошелька может привести к необходимости повторной синхронизации всей цепочки, если включено сокращение.</translation>
    </message>
</context>
<context>
    <name>WalletFrame</name>
    <message>
        <source>No wallet has been loaded.</source>
        <translation>Не был загружен ни один кошелёк.</translation>
    </message>
</context>
<context>
    <name>WalletModel</name>
    <message>
        <source>Send Coins</source>
        <translation>Отправить монеты</translation>
    </message>
    <message>
        <source>Fee bump error</source>
        <translation>Ошибка оплаты</translation>
    </message>
    <message>
        <source>Increasing transaction fee failed</source>
        <translation>Увеличение комиссии за транзакцию завершилось неудачей</translation>
    </message>
    <message>
        <source>Do you want to increase the fee?</source>
        <translation>Желаете увеличить комиссию?</translation>
    </message>
    <message>
        <source>Current fee:</source>
        <translation>Текущая комиссия:</translation>
    </message>
    <message>
        <source>Increase:</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <source>New fee:</source>
        <translation>Новая комиссия:</translation>
    </message>
    <message>
        <source>Confirm fee bump</source>
        <translation>Подтвердите оплату</translation>
    </message>
    <message>
        <source>Can't sign transaction.</source>
        <translation>Невозможно подписать транзакцию</translation>
    </message>
    <message>
        <source>Could not commit transaction</source>
        <translation>Не удалось выполнить транзакцию</translation>
    </message>
    <message>
        <source>default wallet</source>
        <translation>Кошелёк по умолчанию</translation>
    </message>
</context>
<context>
    <name>WalletView</name>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Экспорт</translation>
    </message>
    <message>
        <source>Export the data in the current tab to a file</source>
        <translation>Экспортировать данные текущей вкладки в файл</translation>
    </message>
    <message>
        <source>Backup Wallet</source>
        <translation>Создать резервную копию кошелька</translation>
    </message>
    <message>
        <source>Wallet Data (*.dat)</source>
        <translation>Данные кошелька (*.dat)</translation>
    </message>
    <message>
        <source>Backup Failed</source>
        <translation>Создание резервной копии кошелька завершилось неудачей</translation>
    </message>
    <message>
        <source>There was an error trying to save the wallet data to %1.</source>
        <translation>При попытке сохранения данных кошелька в %1 произошла ошибка.</translation>
    </message>
    <message>
        <source>Backup Successful</source>
        <translation>Резервное копирование выполнено успешно</translation>
    </message>
    <message>
        <source>The wallet data was successfully saved to %1.</source>
        <translation>Данные кошелька были успешно сохранены в %1.</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>bitcoin-core</name>
    <message>
        <source>Distributed under the MIT software license, see the accompanying file %s or %s</source>
        <translation>Распространяется под лицензией MIT, см. приложенный файл %s или %s</translation>
    </message>
    <message>
        <source>Prune configured below the minimum of %d MiB.  Please use a higher number.</source>
        <translation>Удаление блоков выставлено ниже, чем минимум в %d Мб. Пожалуйста, используйте большее значение.</translation>
    </message>
    <message>
        <source>Prune: last wallet synchronisation goes beyond pruned data. You need to -reindex (download the whole blockchain again in case of pruned node)</source>
        <translation>Удаление: последняя синхронизация кошелька вышла за рамки удаленных данных. Вам нужен -reindex (скачать всю цепь блоков в случае удаленного узла)</translation>
    </message>
    <message>
        <source>Rescans are not possible in pruned mode. You will need to use -reindex which will download the whole blockchain again.</source>
        <translation>Повторное сканирование не возможно в режиме удаления. Вам надо будет использовать -reindex, который загрузит заново всю цепь блоков.</translation>
    </message>
    <message>
        <source>Error: A fatal internal error occurred, see debug.log for details</source>
        <translation>Ошибка: произошла критическая внутренняя ошибка, для получения деталей см. debug.log</translation>
    </message>
    <message>
        <source>Pruning blockstore...</source>
        <translation>Очистка хранилища блоков...</translation>
    </message>
    <message>
        <source>Unable to start HTTP server. See debug log for details.</source>
        <translation>Невозможно запустить HTTP-сервер. Для получения более детальной информации необходимо обратиться к журналу отладки.</translation>
    </message>
    <message>
        <source>The %s developers</source>
        <translation>Разработчики %s</translation>
    </message>
    <message>
        <source>Can't generate a change-address key. No keys in the internal keypool and can't generate any keys.</source>
        <translation>Невозможно сгенерировать ключ изменения адреса. Нет ключей во внутреннем пуле ключей и не может генерировать ключи.</translation>
    </message>
    <message>
        <source>Cannot obtain a lock on data directory %s. %s is probably already running.</source>
        <translation>Невозможно заблокировать каталог данных %s. %s возможно уже работает.</translation>
    </message>
    <message>
        <source>Cannot provide specific connections and have addrman find outgoing connections at the same.</source>
        <translation>Не удается предоставить определенные подключения и найти исходящие соединения при этом.</translation>
    </message>
    <message>
        <source>Error reading %s! All keys read correctly, but transaction data or address book entries might be missing or incorrect.</source>
        <translation>Ошибка чтения %s! Все ключи прочитаны верно, но данные транзакций или записи адресной книги могут отсутствовать или быть неправильными.</translation>
    </message>
    <message>
        <source>Please check that your computer's date and time are correct! If your clock is wrong, %s will not work properly.</source>
        <translation>Пожалуйста убедитесь в корректности установки времени и даты на вашем компьютере! Если время установлено неверно, %s не будет работать правильно.</translation>
    </message>
    <message>
        <source>Please contribute if you find %s useful. Visit %s for further information about the software.</source>
        <translation>Пожалуйста, внесите свой вклад, если вы найдете %s полезными. Посетите %s для получения дополнительной информации о программном обеспечении.</translation>
    </message>
    <message>
        <source>The block database contains a block which appears to be from the future. This may be due to your computer's date and time being set incorrectly. Only rebuild the block database if you are sure that your computer's date and time are correct</source>
        <translation>База данных блоков содержит блок, который появляется из будущего. Это может из-за некорректно установленных даты и времени на вашем компьютере. Остается только перестраивать базу блоков, если вы уверены, что дата и время корректны.</translation>
    </message>
    <message>
        <source>This is a pre-release test build - use at your own risk - do not use for mining or merchant applications</source>
        <translation>Это тестовая сборка - используйте на свой страх и риск - не используйте для добычи или торговых приложений</translation>
    </message>
    <message>
        <source>This is the transaction fee you may discard if change is smaller than dust at this level</source>
        <translation>Это плата за транзакцию, которую вы можете отменить, если изменения меньше чем пыль</translation>
    </message>
    <message>
        <source>Unable to replay blocks. You will need to rebuild the database using -reindex-chainstate.</source>
        <translation>Невозможно воспроизвести блоки. Вам нужно будет перестроить базу данных, используя -reindex-chaintate.</translation>
    </message>
    <message>
        <source>Unable to rewind the database to a pre-fork state. You will need to redownload the blockchain</source>
        <translation>Невозможно отмотать базу данных до предфоркового состояния. Вам будет необходимо перекачать цепочку блоков.</translation>
    </message>
    <message>
        <source>Warning: The network does not appear to fully agree! Some miners appear to be experiencing issues.</source>
        <translation>Внимание: Похоже, в сети нет полного согласия! Некоторые майнеры, возможно, испытывают проблемы.</translation>
    </message>
    <message>
        <source>Warning: We do not appear to fully agree with our peers! You may need to upgrade, or other nodes may need to upgrade.</source>
        <translation>Внимание: Мы не полностью согласны с подключенными участниками! Вам или другим участникам, возможно, следует обновиться.</translation>
    </message>
    <message>
        <source>%d of last 100 blocks have unexpected version</source>
        <translation>%d из последних 100 блоков имеют неожиданную версию</translation>
    </message>
    <message>
        <source>%s corrupt, salvage failed</source>
        <translation>%s поврежден, восстановить не удалось</translation>
    </message>
    <message>
        <source>-maxmempool must be at least %d MB</source>
        <translation>-maxmempool должен быть как минимум %d Мб</translation>
    </message>
    <message>
        <source>Cannot resolve -%s address: '%s'</source>
        <translation>Не удается разрешить -%s адрес: '%s'</translation>
    </message>
    <message>
        <source>Change index out of range</source>
        <translation>Изменение индекса вне диапазона</translation>
    </message>
    <message>
        <source>Config setting for %s only applied on %s network when in [%s] section.</source>
        <translation>Настройка конфигурации для %s применяется только в %s сети во [%s] разделе.</translation>
    </message>
    <message>
        <source>Copyright (C) %i-%i</source>
        <translation>Авторское право (©) %i-%i</translation>
    </message>
    <message>
        <source>Corrupted block database detected</source>
        <translation>БД блоков повреждена</translation>
    </message>
    <message>
        <source>Do you want to rebuild the block database now?</source>
        <translation>Пересобрать БД блоков прямо сейчас?</translation>
    </message>
    <message>
        <source>Error initializing block database</source>
        <translation>Ошибка инициализации БД блоков</translation>
    </message>
    <message>
        <source>Error initializing wallet database environment %s!</source>
        <translation>Ошибка инициализации окружения БД кошелька %s!</translation>
    </message>
    <message>
        <source>Error loading %s</source>
        <translation>Ошибка загрузки %s</translation>
    </message>
    <message>
        <source>Error loading %s: Private keys can only be disabled during creation</source>
        <translation>Ошибка загрузки %s: Приватные ключи можно отключить только при создании</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet corrupted</source>
        <translation>Ошибка загрузки %s: кошелёк поврежден</translation>
    </message>
    <message>
        <source>Error loading %s: Wallet requires newer version of %s</source>
        <translation>Ошибка загрузки %s: кошелёк требует более поздней версии %s</translation>
    </message>
    <message>
        <source>Error loading block database</source>
        <translation>Ошибка чтения БД блоков</translation>
    </message>
    <message>
        <source>Error opening block database</source>
        <translation>Не удалось открыть БД блоков</translation>
    </message>
    <message>
        <source>Failed to listen on any port. Use -listen=0 if you want this.</source>
        <translation>Не удалось начать прослушивание на порту. Используйте -listen=0 если вас это устраивает.</translation>
    </message>
    <message>
        <source>Failed to rescan the wallet during initialization</source>
        <translation>Не удалось повторно сканировать кошелёк во время инициализации</translation>
    </message>
    <message>
        <source>Importing...</source>
        <translation>Выполняется импорт...</translation>
    </message>
    <message>
        <source>Incorrect or no genesis block found. Wrong datadir for network?</source>
        <translation>Неверный или отсутствующий начальный блок. Неправильный каталог данных для сети?</translation>
    </message>
    <message>
        <source>Initialization sanity check failed. %s is shutting down.</source>
        <translation>Начальная проверка исправности не удалась. %s завершает работу.</translation>
    </message>
    <message>
        <source>Invalid P2P permission: '%s'</source>
        <translation>Неверные разрешение для P2P: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -%s=&lt;amount&gt;: '%s'</source>
        <translation>Неверная сумма для -%s=&lt;amount&gt;: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -discardfee=&lt;amount&gt;: '%s'</source>
        <translation>Недопустимая сумма для -discardfee=&lt;amount&gt;: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -fallbackfee=&lt;amount&gt;: '%s'</source>
        <translation>Недопустимая сумма для -fallbackfee=&lt;amount&gt;: '%s'</translation>
    </message>
    <message>
        <source>Specified blocks directory "%s" does not exist.</source>
        <translation>Указанная директория с блоками "%s" не существует.</translation>
    </message>
    <message>
        <source>Unknown address type '%s'</source>
        <translation>Адрес неизвестного типа '%s'</translation>
    </message>
    <message>
        <source>Unknown change type '%s'</source>
        <translation>Неизвестный тип адреса для сдачи '%s'</translation>
    </message>
    <message>
        <source>Upgrading txindex database</source>
        <translation>Обновление БД txindex</translation>
    </message>
    <message>
        <source>Loading P2P addresses...</source>
        <translation>Выполняется загрузка P2P-адресов...</translation>
    </message>
    <message>
        <source>Error: Disk space is too low!</source>
        <translation>Ошибка: мало места на диске!</translation>
    </message>
    <message>
        <source>Loading banlist...</source>
        <translation>Загрузка черного списка...</translation>
    </message>
    <message>
        <source>Not enough file descriptors available.</source>
        <translation>Недоступно достаточного количества дескрипторов файла.</translation>
    </message>
    <message>
        <source>Prune cannot be configured with a negative value.</source>
        <translation>Удаление блоков не может использовать отрицательное значение.</translation>
    </message>
    <message>
        <source>Prune mode is incompatible with -txindex.</source>
        <translation>Режим удаления блоков несовместим с -txindex.</translation>
    </message>
    <message>
        <source>Replaying blocks...</source>
        <translation>Пересборка блоков...</translation>
    </message>
    <message>
        <source>Rewinding blocks...</source>
        <translation>Перемотка блоков...</translation>
    </message>
    <message>
        <source>The source code is available from %s.</source>
        <translation>Исходный код доступен в %s.</translation>
    </message>
    <message>
        <source>Transaction fee and change calculation failed</source>
        <translation>Не удалось рассчитать комиссию и сдачу для транзакции</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer. %s is probably already running.</source>
        <translation>Невозможно привязаться к %s на этом компьютере. Возможно, %s уже работает.</translation>
    </message>
    <message>
        <source>Unable to generate keys</source>
        <translation>Невозможно сгенерировать ключи</translation>
    </message>
    <message>
        <source>Unsupported logging category %s=%s.</source>
        <translation>Неподдерживаемая категория ведения журнала %s=%s.</translation>
    </message>
    <message>
        <source>Upgrading UTXO database</source>
        <translation>Обновление БД UTXO</translation>
    </message>
    <message>
        <source>User Agent comment (%s) contains unsafe characters.</source>
        <translation>Комментарий пользователя (%s) содержит небезопасные символы.</translation>
    </message>
    <message>
        <source>Verifying blocks...</source>
        <translation>Проверка блоков...</translation>
    </message>
    <message>
        <source>Wallet needed to be rewritten: restart %s to complete</source>
        <translation>Необходимо перезаписать кошелёк, перезапустите %s для завершения операции.</translation>
    </message>
    <message>
        <source>Error: Listening for incoming connections failed (listen returned error %s)</source>
        <translation>Ошибка: Не удалось начать прослушивание входящих подключений (прослушивание вернуло ошибку %s)</translation>
    </message>
    <message>
        <source>Invalid amount for -maxtxfee=&lt;amount&gt;: '%s' (must be at least the minrelay fee of %s to prevent stuck transactions)</source>
        <translation>Неверное значение для -maxtxfee=&lt;amount&gt;: '%s' (минимальная комиссия трансляции %s для предотвращения зависания транзакций)</translation>
    </message>
    <message>
        <source>The transaction amount is too small to send after the fee has been deducted</source>
        <translation>Сумма транзакции за вычетом комиссии слишком мала</translation>
    </message>
    <message>
        <source>You need to rebuild the database using -reindex to go back to unpruned mode.  This will redownload the entire blockchain</source>
        <translation>Вам необходимо пересобрать базу данных с помощью -reindex, чтобы вернуться к полному режиму. Это приведёт к перезагрузке всей цепи блоков</translation>
    </message>
    <message>
        <source>Error reading from database, shutting down.</source>
        <translation>Ошибка чтения с базы данных, выполняется закрытие.</translation>
    </message>
    <message>
        <source>Error upgrading chainstate database</source>
        <translation>Ошибка обновления БД состояния цепи</translation>
    </message>
    <message>
        <source>Error: Disk space is low for %s</source>
        <translation>Ошибка: На диске недостаточно места для %s</translation>
    </message>
    <message>
        <source>Invalid -onion address or hostname: '%s'</source>
        <translation>Неверный -onion адрес или имя хоста: '%s'</translation>
    </message>
    <message>
        <source>Invalid -proxy address or hostname: '%s'</source>
        <translation>Неверный адрес -proxy или имя хоста: '%s'</translation>
    </message>
    <message>
        <source>Invalid amount for -paytxfee=&lt;amount&gt;: '%s' (must be at least %s)</source>
        <translation>Неверное количество в параметре -paytxfee=&lt;amount&gt;: '%s' (должно быть как минимум %s)</translation>
    </message>
    <message>
        <source>Invalid netmask specified in -whitelist: '%s'</source>
        <translation>Указана неверная сетевая маска в -whitelist: '%s'</translation>
    </message>
    <message>
        <source>Need to specify a port with -whitebind: '%s'</source>
        <translation>Необходимо указать порт с -whitebind: '%s'</translation>
    </message>
    <message>
        <source>Prune mode is incompatible with -blockfilterindex.</source>
        <translation>Режим удаления блоков несовместим с -blockfilterindex.</translation>
    </message>
    <message>
        <source>Reducing -maxconnections from %d to %d, because of system limitations.</source>
        <translation>Уменьшите -maxconnections с %d до %d, из-за ограничений системы.</translation>
    </message>
    <message>
        <source>Section [%s] is not recognized.</source>
        <translation>Раздел [%s] не распознан.</translation>
    </message>
    <message>
        <source>Signing transaction failed</source>
        <translation>Подписание транзакции завершилось неудачей</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" does not exist</source>
        <translation>Указанный -walletdir "%s" не существует</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is a relative path</source>
        <translation>Указанный -walletdir "%s" является относительным путем</translation>
    </message>
    <message>
        <source>Specified -walletdir "%s" is not a directory</source>
        <translation>Указанный -walletdir "%s" не является каталогом</translation>
    </message>
    <message>
        <source>The specified config file %s does not exist
</source>
        <translation>Указанный файл конфигурации %s не существует
</translation>
    </message>
    <message>
        <source>The transaction amount is too small to pay the fee</source>
        <translation>Сумма транзакции слишком мала для уплаты комиссии</translation>
    </message>
    <message>
        <source>This is experimental software.</source>
        <translation>Это экспериментальное ПО.</translation>
    </message>
    <message>
        <source>Transaction amount too small</source>
        <translation>Размер транзакции слишком мал</translation>
    </message>
    <message>
        <source>Transaction too large</source>
        <translation>Транзакция слишком большая</translation>
    </message>
    <message>
        <source>Unable to bind to %s on this computer (bind returned error %s)</source>
        <translation>Невозможно привязаться к %s на этом компьютере (bind вернул ошибку %s)</translation>
    </message>
    <message>
        <source>Unable to create the PID file '%s': %s</source>
        <translation>Невозможно создать файл PID '%s': %s</translation>
    </message>
    <message>
        <source>Unable to generate initial keys</source>
        <translation>Невозможно сгенерировать начальные ключи</translation>
    </message>
    <message>
        <source>Unknown -blockfilterindex value %s.</source>
        <translation>Неизвестное значение -blockfilterindex %s.</translation>
    </message>
    <message>
        <source>Verifying wallet(s)...</source>
        <translation>Проверка кошелька(ов)...</translation>
    </message>
    <message>
        <source>Warning: unknown new rules activated (versionbit %i)</source>
        <translation>Внимание: Неизвестные правила вступили в силу (versionbit %i)</translation>
    </message>
    <message>
        <source>Zapping all transactions from wallet...</source>
        <translation>Стираем все транзакции из кошелька...</translation>
    </message>
    <message>
        <source>-maxtxfee is set very high! Fees this large could be paid on a single transaction.</source>
        <translation>Установлено очень большое значение -maxtxfee. Такие большие комиссии могут быть уплачены в отдельной транзакции.</translation>
    </message>
    <message>
        <source>This is the transaction fee you may pay when fee estimates are not available.</source>
        <translation>Это комиссия за транзакцию, которую вы можете заплатить, когда расчёт комиссии недоступен.</translation>
    </message>
    <message>
        <source>This product includes software developed by the OpenSSL Project for use in the OpenSSL Toolkit %s and cryptographic software written by Eric Young and UPnP software written by Thomas Bernard.</source>
        <translation>Этот продукт включает ПО, разработанное OpenSSL Project для использования в OpenSSL Toolkit %s и криптографическое ПО, написанное Eric Young и ПО для работы с UPnP, написанное Thomas Bernard.</translation>
    </message>
    <message>
        <source>Total length of network version string (%i) exceeds maximum length (%i). Reduce the number or size of uacomments.</source>
        <translation>Текущая длина строки версии сети (%i) превышает максимальную длину (%i). Уменьшите количество или размер uacomments.</translation>
    </message>
    <message>
        <source>Warning: Wallet file corrupt, data salvaged! Original %s saved as %s in %s; if your balance or transactions are incorrect you should restore from a backup.</source>
        <translation>Внимание: Файл кошелька поврежден, данные восстановлены! Оригинальный %s сохранен как %s в %s; Если баланс или транзакции некорректны, вы должны восстановить файл из резервной копии.</translation>
    </message>
    <message>
        <source>%s is set very high!</source>
        <translation>%s задан слишком высоким!</translation>
    </message>
    <message>
        <source>Error loading wallet %s. Duplicate -wallet filename specified.</source>
        <translation>Ошибка загрузки кошелька %s. Задано повторяющееся имя файла.</translation>
    </message>
    <message>
        <source>Starting network threads...</source>
        <translation>Запуск сетевых потоков...</translation>
    </message>
    <message>
        <source>The wallet will avoid paying less than the minimum relay fee.</source>
        <translation>Кошелёк будет избегать оплат меньших, нежели минимальная комиссия передачи.</translation>
    </message>
    <message>
        <source>This is the minimum transaction fee you pay on every transaction.</source>
        <translation>Это минимальная комиссия, которую вы платите для любой транзакции</translation>
    </message>
    <message>
        <source>This is the transaction fee you will pay if you send a transaction.</source>
        <translation>Это размер комиссии, которую вы заплатите при отправке транзакции</translation>
    </message>
    <message>
        <source>Transaction amounts must not be negative</source>
        <translation>Сумма транзакции не должна быть отрицательной</translation>
    </message>
    <message>
        <source>Transaction has too long of a mempool chain</source>
        <translation>В транзакции слишком длинная цепочка</translation>
    </message>
    <message>
        <source>Transaction must have at least one recipient</source>
        <translation>Транзакция должна иметь хотя бы одного получателя</translation>
    </message>
    <message>
        <source>Unknown network specified in -onlynet: '%s'</source>
        <translation>Неизвестная сеть, указанная в -onlynet: '%s'</translation>
    </message>
    <message>
        <source>Insufficient funds</source>
        <translation>Недостаточно средств</translation>
    </message>
    <message>
        <source>Cannot upgrade a non HD split wallet without upgrading to support pre split keypool. Please use -upgradewallet=169900 or -upgradewallet with no version specified.</source>
        <translation>Невозможно обновить не разделенный HD кошелёк  без обновления для поддержки предварительно разделенного пула ключей. Пожалуйста, используйте -upgradewallet=169900 или -upgradeallet без указания версии.</translation>
    </message>
    <message>
        <source>Fee estimation failed. Fallbackfee is disabled. Wait a few blocks or enable -fallbackfee.</source>
        <translation>Не удалось оценить комиссию. Резервная комиссия отключена. Подождите несколько блоков или включите -fallbackfee.</translation>
    </message>
    <message>
        <source>Warning: Private keys detected in wallet {%s} with disabled private keys</source>
        <translation>Предупреждение: Приватные ключи обнаружены в кошельке {%s} с отключенными приватными ключами</translation>
    </message>
    <message>
        <source>Cannot write to data directory '%s'; check permissions.</source>
        <translation>Не удается выполнить запись в каталог данных '%s'; проверьте разрешения.</translation>
    </message>
    <message>
        <source>Loading block index...</source>
        <translation>Загрузка индекса блоков...</translation>
    </message>
    <message>
        <source>Loading wallet...</source>
        <translation>Загрузка электронного кошелька...</translation>
    </message>
    <message>
        <source>Cannot downgrade wallet</source>
        <translation>Не удаётся понизить версию электронного кошелька</translation>
    </message>
    <message>
        <source>Rescanning...</source>
        <translation>Сканирование...</translation>
    </message>
    <message>
        <source>Done loading</source>
        <translation>Загрузка завершена</translation>
    </message>
</context>
</TS>