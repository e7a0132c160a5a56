<?php

return [
    'greeting' => '{0} Hello :name|[1,*] Hello :name, you have :count unread messages',
];
