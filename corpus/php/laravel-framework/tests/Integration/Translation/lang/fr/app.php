<?php

return [
    'greeting' => '{0} Bonjour :name|[1,*] Bonjour :name, vous avez :count messages non lus',
];
