<?php

return [
    // Shown in the title bar
    'app_name' => 'Example',

    'home' => [
        # The greeting on the front page
        'greeting' => 'Hello, :name!',
        'quoted' => "Say \"hi\"\tthere",
        'apples' => '{0} no apples|{1} one apple|[2,*] :count apples',
    ],
];
